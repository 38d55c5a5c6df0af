/** Layout tokens of SPEC §9. Values are rem so they follow the visitor's font size. */
export const breakpoints = {
  small: 34.375,
  mid: 59.375,
  large: 75,
  veryLarge: 90,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const contentWidth = { default: 64, wide: 90 } as const;

/** Accordion height transition and the consent dialog's scroll delay (§9). */
export const durations = { accordionMs: 400, consentScrollDelayMs: 100 } as const;

export const space = {
  xs: '0.25rem',
  s: '0.5rem',
  m: '1rem',
  l: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

export const radius = { s: '0.375rem', m: '0.75rem', l: '1.25rem', pill: '999px' } as const;

export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;
