import { breakpoints, type Breakpoint } from './tokens';

/** `@media` prefix for screens at least as wide as the breakpoint (mobile first). */
function mediaUp(breakpoint: Breakpoint): string {
  return `@media (min-width: ${breakpoints[breakpoint]}rem)`;
}

export const media = {
  small: mediaUp('small'),
  mid: mediaUp('mid'),
  large: mediaUp('large'),
  veryLarge: mediaUp('veryLarge'),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
