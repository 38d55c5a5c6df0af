import { themeCssVariables } from './cssVariables';
import { themeNames } from './themes';

/**
 * The themes as one stylesheet, for a page's <style>. White is the page theme; any element can
 * switch with data-theme="Ocean" and so on. Its own entry point (`@site/theme/themeStyles`),
 * so a client chunk that reads `vars` does not carry it.
 */
export const themeStyles = [
  `:root{${themeCssVariables('White')}}`,
  ...themeNames.map((name) => `[data-theme="${name}"]{${themeCssVariables(name)}}`),
  // A themed element paints its own background and text, so nested content stays readable.
  `[data-theme]{background-color:var(--color-background);color:var(--color-text)}`,
].join('\n');
