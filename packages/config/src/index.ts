export { readSiteConfig, supportUrl, defaultSiteConfig } from './siteConfig';
export type { SiteConfig } from './siteConfig';
export type { Env } from './env';
export { envValue } from './env';
export { assertProductionConfig } from './productionConfig';
export { securityTxt } from './securityTxt';
