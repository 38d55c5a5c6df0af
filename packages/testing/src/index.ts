export { expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
export { test, expect } from './fixtures';
export { grantConsent, holdRequests, recordConsentRecords } from './consent';
export { holdUntilPainted, layoutShifts, withFallbackFont } from './layoutShift';
export {
  choose,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  marketingVendors,
  NOTIFY_ENDPOINT,
  SESSIONS_ENDPOINT,
  watch,
} from './consentDialog';
export { describeConsentFirstFrame } from './consentFirstFrame';
export { gotoImpatient, hydrated, scriptFiles, type ImpatientVisit } from './impatient';
