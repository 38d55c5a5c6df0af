// Browser-safe entry: host list, policy builder, _headers reader. Node-only helpers (hashing,
// rewriting an export) are in '@site/security/node'.
export { defaultVendorHosts, defaultBugsnagEndpoints, embedHosts, contentHosts, vendorExtraSources, thirdPartySources } from './hosts.js';
export { buildCsp, headerOnlyCsp, permissionsPolicy, securityHeaders, parseCsp } from './csp.js';
export { formatHeaders, parseHeaders, matchHeaders, HEADERS_MAX_RULES, HEADERS_MAX_LINE } from './headers.js';
