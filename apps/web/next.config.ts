import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { assertProductionConfig } from '@site/config';
import { browserConstants, webConfig } from './src/config';

// DEPLOY_ENV=production: stop on any placeholder left in the configuration (docs/deploying.md).
assertProductionConfig(process.env);

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // Test builds (E2E_PAGES=1) also compile the e2e-only routes, files named `page.e2e.tsx`
  // (the crash probes at /{locale}/crash-test/ and /layout-crash-test/); a production build
  // never sees them.
  pageExtensions: webConfig.e2ePages ? ['tsx', 'ts', 'e2e.tsx'] : ['tsx', 'ts'],
  // Plain static files for any CDN; trailing slashes make every page a folder with an
  // index.html, which is what the local static server and Cloudflare Pages both serve.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  // The test command type-checks the site once, in `pnpm lint` (typecheck: `next typegen` and
  // `tsc --noEmit`, the same check), not again in each of its three builds (TYPES_CHECKED=1).
  typescript: { ignoreBuildErrors: webConfig.typesChecked },
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: {
    styledComponents: true,
    // The part of src/config.ts the browser needs, compiled in (src/buildConstants.d.ts).
    define: browserConstants(webConfig),
  },
  // next-intl's precompiled messages (src/i18n/precompiled.ts): the formatter without the ICU
  // parser, as next-intl's own `messages.precompile` option sets it up for message files.
  turbopack: {
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  experimental: {
    // The site's CSS (about 5 KB gzip) goes into each page's HTML instead of three stylesheets
    // that block the first paint: a first visit paints from the HTML alone, before any script
    // has arrived, so the consent summary (the LCP element) is on screen without waiting.
    inlineCss: true,
  },
  // Workspace packages ship TypeScript source.
  transpilePackages: [
    '@site/config',
    '@site/consent',
    '@site/content',
    '@site/i18n',
    '@site/theme',
    '@site/ui',
    '@site/validation',
    '@site/api',
    '@site/app-screens',
  ],
};

export default withNextIntl(nextConfig);
