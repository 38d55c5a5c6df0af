import type { SiteConfig } from '@site/config';

/**
 * What of the site configuration the app's code reads: the brand, its stores and contact. The
 * addresses of the site's and the support site's pages are catalogue data (vite/pageLinks.ts).
 */
export type BrowserSiteConfig = Pick<SiteConfig, 'brand' | 'contactEmail' | 'appStoreUrl' | 'playStoreUrl'>;

/** The configuration compiled in at build time (vite/defines.ts `browserSiteConfig`). */
export const siteConfig: BrowserSiteConfig = __SITE_CONFIG__;
