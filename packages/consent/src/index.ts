// The consent layer (SPEC §3, §4, §7, §9; issue 3). Everything an app needs, and nothing it
// should not load eagerly: the dialog and Bugsnag are dynamic imports inside ConsentRoot.
export {
  services,
  serviceKeys,
  categories,
  categoryMarkers,
  categoryMarkerKeys,
  essentialKeys,
  optionalKeys,
  trackingServiceKeys,
  consentCookieName,
  consentCookieTable,
  serviceByKey,
  servicesIn,
  isServiceKey,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_VALUE,
  choiceCookieNames,
} from './services';
export type { ServiceKey, ConsentCategory, ConsentService, CategoryMarkerKey } from './services';
export {
  readConsentConfig,
  parseMaxEvents,
  vendorKeys,
  defaultVendorHosts,
  DEFAULT_CAMPAIGN,
  DEFAULT_MAX_EVENTS,
  parsePolicyRevision,
  DEFAULT_POLICY_REVISION,
} from './config';
export type { ConsentConfig, VendorConfig, VendorKey, BugsnagConfig, AttributionConfig } from './config';
export {
  hasConsent,
  readChoices,
  needsDecision,
  writeConsent,
  removeCookie,
  migrateLegacyCookies,
  consentCookieAttributes,
  consentPrompt,
  storedRevision,
  readConsentId,
  CONSENT_REVISION_COOKIE,
  CONSENT_ID_COOKIE,
} from './cookies';
export type { ConsentPrompt } from './cookies';
export { consentHeadScript, consentSettingsTexts, consentSummaryHtml, consentSummaryInnerHtml } from './staticDialog';
export { SUMMARY_ID } from './pageMarkers';
export type { ConsentRecord, ConsentSource } from './consentRecord';
export type { CookieScope } from './cookies';
export { clearAllCookies, clearVendorData } from './vendorTraces';
export { transition, runEffects, initialDialogState, SCROLL_TO_TOP_DELAY_MS } from './dialogState';
export type { DialogState, DialogView, DialogEvent, DialogEffect } from './dialogState';
export { WSID_COOKIE, WSID_LENGTH, readWebSessionId, syncWebSessionId, hasTrackingConsent } from './webSessionId';
export { attributionLink, adgroup, deviceFromUserAgent, UTM_PARAMS } from './attribution';
export type { AttributionInput, Device } from './attribution';
export { consentModeUpdate, vendorsToLoad } from './loader';
export { openConsentSettings, OPEN_SETTINGS_EVENT, CONSENT_GRANTED_EVENT } from './events';
export { reportError } from './errorReporter';
export type { ConsentMessages, ConsentDialogMessages, ConsentSummaryMessages } from './messages';
export type { ConsentLinks } from './ConsentDialog';
export { ConsentRoot } from './ConsentRoot';
export type { ConsentRootProps } from './ConsentRoot';
export { CookieSettingsButton } from './CookieSettingsButton';
export { ConsentEmbed } from './ConsentEmbed';
export type { ConsentEmbedProps } from './ConsentEmbed';
export { AttributedLink } from './AttributedLink';
export { ErrorBoundary } from './ErrorBoundary';
