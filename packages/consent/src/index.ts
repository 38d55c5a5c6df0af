// The consent layer's browser side (SPEC §3, §4, §7, §9), as the apps use it: the dialog and
// Bugsnag are dynamic imports inside ConsentRoot. Reading the configuration at build time is
// '@site/consent/config'; service keys and cookie names for tests are '@site/consent/services'.
export {
  services,
  categories,
  consentCookieTable,
  serviceByKey,
  servicesIn,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  choiceCookieNames,
} from './services';
export { consentHeadScript, consentPageParts, consentSettingsTexts, consentSummaryHtml } from './staticDialog';
export { SUMMARY_ID } from './pageMarkers';
export { readWebSessionId } from './webSessionId';
export { reportError } from './reportError';
export { ErrorBoundary } from './ErrorBoundary';
export type { ConsentMessages, ConsentDialogMessages } from './messages';
export { ConsentRoot } from './ConsentRoot';
export { CookieSettingsButton } from './CookieSettingsButton';
export { ConsentEmbed } from './ConsentEmbed';
export { AttributedLink } from './AttributedLink';
