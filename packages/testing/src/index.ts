export { axeTags, expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
export { grantConsent } from './consent';
