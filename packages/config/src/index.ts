export { readSiteConfig, supportUrl, defaultSiteConfig } from './siteConfig';
export type { SiteConfig } from './siteConfig';
export type { Env } from './env';
export { legalPages, legalPath, legalUrl } from './legalPages';
export type { LegalPageKind } from './legalPages';
export { appPagePath, appPageUrl } from './appPage';
export { assertProductionConfig } from './productionConfig';
