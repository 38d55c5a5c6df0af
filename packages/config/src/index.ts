export { readSiteConfig, supportUrl, defaultSiteConfig } from './siteConfig';
export type { SiteConfig, Env } from './siteConfig';
