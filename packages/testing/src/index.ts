export { axeTags, expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
export { test, expect, type CspViolation } from './fixtures';
export { grantConsent } from './consent';
export { holdUntilPainted, layoutShifts, type LayoutShiftEntry } from './layoutShift';
