import { breakpoints, type Breakpoint } from './tokens';

/** `@media` prefix for screens at least as wide as the breakpoint (mobile first). */
export function mediaUp(breakpoint: Breakpoint): string {
  return `@media (min-width: ${breakpoints[breakpoint]}rem)`;
}

/** `@media` prefix for screens narrower than the breakpoint. */
export function mediaDown(breakpoint: Breakpoint): string {
  // 0.0625rem (1px at the default size) below keeps up and down from both matching.
  return `@media (max-width: ${breakpoints[breakpoint] - 0.0625}rem)`;
}

export const media = {
  small: mediaUp('small'),
  mid: mediaUp('mid'),
  large: mediaUp('large'),
  veryLarge: mediaUp('veryLarge'),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
