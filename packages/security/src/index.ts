// Browser-safe entry: host list, policy builder, _headers reader. Node-only helpers (hashing,
// rewriting an export) are in '@site/security/node'.
export { defaultVendorHosts, defaultBugsnagEndpoints, embedHosts, thirdPartySources, type Directive } from './hosts';
export { buildCsp, headerOnlyCsp, permissionsPolicy, securityHeaders, parseCsp } from './csp';
export { formatHeaders, parseHeaders, matchHeaders, HEADERS_MAX_RULES, HEADERS_MAX_LINE, type HeadersRule } from './headers.js';
