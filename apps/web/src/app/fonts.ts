import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable/inter package: nothing is fetched from a font CDN.
// next/font preloads it and adds a size-adjusted fallback; `optional` keeps that fallback for a
// page whose font came after the first paint (a slow first visit) instead of swapping: the
// fallback is close to Inter, not equal, and a swap moved the header's links (layout shift).
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-body',
});
