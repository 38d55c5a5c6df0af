// Browser-safe entry, as the apps' tests and @site/config use it: the vendor hosts, the policy's
// third-party sources and a policy reader. Writing an export's CSP and `_headers` is
// '@site/security/node'.
export { defaultVendorHosts, embedHosts, thirdPartySources } from './hosts';
export { parseCsp, securityHeaders } from './csp';
