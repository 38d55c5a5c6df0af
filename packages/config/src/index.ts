export { readSiteConfig, defaultSiteConfig } from './siteConfig';
export { supportUrl } from './routes';
export type { SiteConfig } from './siteConfig';
export type { Env } from './env';
export { envValue } from './env';
export { assertProductionConfig, isProductionBuild } from './productionConfig';
export { securityTxt } from './securityTxt';
export { addressLine, contentPlaceholders, readLegalIdentity } from './legalIdentity';
export type { LegalIdentity, Phone, PostalAddress, RegisterEntry } from './legalIdentity';
