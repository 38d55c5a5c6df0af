import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable/inter package: nothing is fetched from a font CDN,
// and next/font adds a size-adjusted fallback so the swap causes no layout shift.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
});
