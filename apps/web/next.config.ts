import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // Plain static files for any CDN; trailing slashes make every page a folder with an
  // index.html, which is what the local static server and Cloudflare Pages both serve.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // Workspace packages ship TypeScript source.
  transpilePackages: [
    '@site/config',
    '@site/consent',
    '@site/content',
    '@site/i18n',
    '@site/theme',
    '@site/ui',
    '@site/validation',
  ],
};

export default withNextIntl(nextConfig);
