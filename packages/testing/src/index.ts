export { axeTags, expectNoAxeViolations } from './axe';
export { recordRequests } from './network';
