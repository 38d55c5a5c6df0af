export { axeTags, expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
export { test, expect, type CspViolation } from './fixtures';
export {
  expectConsentSummary,
  grantConsent,
  holdRequests,
  recordConsentRecords,
  recordSummaryVisibility,
} from './consent';
export { holdUntilPainted, layoutShifts, type LayoutShiftEntry } from './layoutShift';
export {
  choose,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  marketingVendors,
  NOTIFY_ENDPOINT,
  SESSIONS_ENDPOINT,
  vendorOf,
  watch,
} from './consentDialog';
export { describeConsentFirstFrame, type ConsentFirstFrameApp } from './consentFirstFrame';
