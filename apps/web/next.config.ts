import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { assertProductionConfig } from '@site/config';
import { crashFallbackEnv } from './src/lib/crashFallback';

// DEPLOY_ENV=production: stop on any placeholder left in the configuration (README: Deploying).
assertProductionConfig(process.env);

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const apiMock = process.env.API_MOCK === '1' || process.env.NEXT_PUBLIC_API_MOCK === '1';

const nextConfig: NextConfig = {
  // Test and demo builds (API mock on) also compile the e2e-only routes, files named
  // `page.e2e.tsx` (the crash probe at /{locale}/crash-test/); a production build never sees them.
  pageExtensions: apiMock ? ['tsx', 'ts', 'e2e.tsx'] : ['tsx', 'ts'],
  // Plain static files for any CDN; trailing slashes make every page a folder with an
  // index.html, which is what the local static server and Cloudflare Pages both serve.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
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
  ],
  // The API's address and the mock flag, inlined into the browser bundle (packages/api/README.md).
  // NEXT_PUBLIC_API_MOCK is accepted as a synonym of API_MOCK.
  env: {
    API_BASE_URL: process.env.API_BASE_URL ?? '',
    API_TIMEOUT_MS: process.env.API_TIMEOUT_MS ?? '',
    API_MOCK: apiMock ? '1' : '0',
    // The crash fallback's texts and contact e-mail, one variable per locale (src/lib/crashFallback.ts).
    ...crashFallbackEnv(process.env),
  },
};

export default withNextIntl(nextConfig);
