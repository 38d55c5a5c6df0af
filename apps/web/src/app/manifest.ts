import type { MetadataRoute } from 'next';
import { themes } from '@site/theme';
import { siteConfig } from '@/config';

export const dynamic = 'force-static';

/** The web app manifest: the brand, its colours and icons (a browser tab, not an app: the bank's app is in the stores). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.brand,
    short_name: siteConfig.brand,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: themes.White.accent,
    background_color: themes.White.background,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
    ],
  };
}
