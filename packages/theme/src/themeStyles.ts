import { themeCssVariables, themeNames } from '@site/theme';

/** White is the page theme; any element can switch with data-theme="Ocean" and so on. */
export const themeStyles = [
  `:root{${themeCssVariables('White')}}`,
  ...themeNames.map((name) => `[data-theme="${name}"]{${themeCssVariables(name)}}`),
  // A themed element paints its own background and text, so nested content stays readable.
  `[data-theme]{background-color:var(--color-background);color:var(--color-text)}`,
].join('\n');
