export { breakpoints, contentWidth, durations, space, radius, fontFamily } from './tokens';
export { media } from './media';
export { themes } from './themes';
export type { ThemeName } from './themes';
export { themeCssVariables, vars } from './cssVariables';
export { contrastRatio } from './contrast';
