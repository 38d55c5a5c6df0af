export { breakpoints, contentWidth, durations, space, radius, fontFamily } from './tokens';
export type { Breakpoint } from './tokens';
export { media, mediaUp, mediaDown } from './media';
export { themes, themeNames, resolveTheme } from './themes';
export type { ThemeColors, ThemeName } from './themes';
export { themeCssVariables, vars } from './cssVariables';
export { contrastRatio } from './contrast';
