export { axeViolations, expectNoAxeViolations } from './axe';
export { hidePage, isVitalsBeacon, recordRequests } from './network';
export { describeFieldData, type FieldDataPage } from './fieldData';
export { test, expect, closePage, pageScriptsLoaded } from './fixtures';
export { grantConsent, holdRequests, recordConsentRecords } from './consent';
export { holdUntilPainted, layoutShifts, withFallbackFont } from './layoutShift';
export {
  choose,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  essentialVendors,
  marketingVendors,
  NOTIFY_ENDPOINT,
  openWatchedPage,
  SESSIONS_ENDPOINT,
  watch,
} from './consentDialog';
export { expectConsentCookieAttributes } from './consentCookies';
export { describeConsentFirstFrame } from './consentFirstFrame';
export {
  anna,
  coreEvents,
  coreEventsWhere,
  coreFaults,
  createLink,
  linksIn,
  localApi,
  lookUpConsentRecords,
  mailHeaders,
  mailTo,
  mailsTo,
  uniqueEmail,
} from './localApi';
export type { CoreEvent, CoreFault, CoreFaults, LinkKind, NewLink } from './localApi';
export { gotoImpatient, hydrated } from './impatient';
export { sendAsIs } from './rawHttp';
export type { RawAnswer, RawOptions } from './rawHttp';
export { aroundApi, describeApiBoundaries } from './apiBoundaries';
export { stubTurnstile } from './turnstile';
export { stubFreshchat } from './freshchat';
export { expectFocusStaysInDialog, testAcceptAll, testRejectThenSettings } from './consentShared';
