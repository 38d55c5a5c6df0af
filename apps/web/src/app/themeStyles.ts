import { themeCssVariables, themeNames } from '@site/theme';

/** White is the page theme; any element can switch with data-theme="Ocean" and so on. */
export const themeStyles = [
  `:root{${themeCssVariables('White')}}`,
  ...themeNames.map((name) => `[data-theme="${name}"]{${themeCssVariables(name)}}`),
].join('\n');
