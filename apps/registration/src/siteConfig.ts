import type { SiteConfig } from '@site/config';

/** The configuration compiled in at build time (vite.config.ts). */
export const siteConfig: SiteConfig = __SITE_CONFIG__;
