import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * BENCH_FLOOR_CONSENT=1 builds the consent floor: the same page plus the consent layer as the
 * web app mounts it (src/extra/consent.tsx), exported to `out-consent` (with output 'export',
 * distDir is the export directory). Without it, `floor-extra` renders nothing.
 */
const consent = process.env.BENCH_FLOOR_CONSENT === '1';

// The same export settings as apps/web, nothing else (but the packages whose TypeScript it imports).
const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The plain floor takes only the hydration mark from @site/consent (src/app/[locale]/layout.tsx).
  transpilePackages: ['@site/consent'],
  ...(consent ? { distDir: 'out-consent', transpilePackages: ['@site/consent', '@site/config', '@site/i18n', '@site/theme'] } : {}),
  turbopack: {
    resolveAlias: { 'floor-extra': consent ? './src/extra/consent.tsx' : './src/extra/none.tsx' },
  },
};

export default withNextIntl(nextConfig);
