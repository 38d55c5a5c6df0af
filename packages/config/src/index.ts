export { readSiteConfig, supportUrl, defaultSiteConfig } from './siteConfig';
export type { SiteConfig } from './siteConfig';
export { envValue, parseOrigin } from './env';
export type { Env } from './env';
export { legalPages, legalPath, legalUrl } from './legalPages';
export type { LegalPageKind } from './legalPages';
export { defaultAppLinkOrigins, parseAppLinkOrigins, trustedAppUrl } from './appLinks';
export { appPagePath, appPageUrl } from './appPage';
export {
  assertProductionConfig,
  formatPlaceholders,
  isProductionBuild,
  placeholderHostReason,
  productionPlaceholders,
  vendorsSwitchedOff,
} from './productionConfig';
export type { Placeholder } from './productionConfig';
