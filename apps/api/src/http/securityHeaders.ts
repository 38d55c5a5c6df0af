import { securityHeaders as siteHeaders } from '@site/security';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The headers of every answer of the API, errors and the root redirect included (Hono's
 * secure-headers middleware): an API answer is never a page, so it may load nothing and be framed
 * nowhere, and it is sent without a Referer. HSTS is the sites' own (@site/security).
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: siteHeaders['Strict-Transport-Security'],
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
});
