export { expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
export { test, expect } from './fixtures';
export { grantConsent, holdRequests, recordConsentRecords } from './consent';
export { holdUntilPainted, layoutShifts, withFallbackFont } from './layoutShift';
export {
  choose,
  configuredVendors,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  essentialVendors,
  marketingVendors,
  NOTIFY_ENDPOINT,
  SESSIONS_ENDPOINT,
  watch,
} from './consentDialog';
export { testConsentCookieAttributes } from './consentCookies';
export { describeConsentFirstFrame } from './consentFirstFrame';
export { gotoImpatient, hydrated, scriptFiles, type ImpatientVisit } from './impatient';
