import type { SiteConfig } from '@site/config';

/** What of the site configuration the app reads: the brand, its stores, contact and the site's addresses. */
export type BrowserSiteConfig = Pick<SiteConfig, 'brand' | 'siteUrl' | 'supportSiteUrl' | 'contactEmail' | 'appStoreUrl' | 'playStoreUrl'>;

/** The configuration compiled in at build time (vite/defines.ts `browserSiteConfig`). */
export const siteConfig: BrowserSiteConfig = __SITE_CONFIG__;
