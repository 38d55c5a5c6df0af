export { readSiteConfig, supportUrl, defaultSiteConfig } from './siteConfig';
export type { SiteConfig } from './siteConfig';
export { envValue, parseOrigin } from './env';
export type { Env } from './env';
export {
  accountRouteIds,
  consentLegalLinks,
  href,
  legalPageKinds,
  legalPath,
  legalUrl,
  localizedPath,
  navRouteIds,
  routeList,
  routes,
  routeUrl,
} from './routes';
export type { AccountRouteId, LegalPageKind, NavRouteId, RouteDefinition, RouteEntry, RouteId } from './routes';
export { defaultAppLinkOrigins, parseAppLinkOrigins, trustedAppUrl } from './appLinks';
export {
  assertProductionConfig,
  formatPlaceholders,
  isProductionBuild,
  placeholderHostReason,
  productionPlaceholders,
  vendorsSwitchedOff,
} from './productionConfig';
export type { Placeholder } from './productionConfig';
