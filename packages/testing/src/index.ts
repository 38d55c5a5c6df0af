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
