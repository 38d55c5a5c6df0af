import { bugsnagEndpoints, defaultVendorHosts, vendorKeys, type VendorKey } from '@site/vendors';
import { envValue, parseOrigin, type Env } from './env';

/**
 * Where each vendor is loaded from: `CONSENT_<KEY>_HOST`, else its registry host. Read by the
 * consent layer's configuration (what the loader loads) and by @site/security (what the CSP
 * allows), so the two cannot disagree.
 */
export function readVendorHosts(env: Env): Record<VendorKey, string> {
  return Object.fromEntries(
    vendorKeys.map((key) => {
      const name = `CONSENT_${key}_HOST`;
      return [key, parseOrigin(name, envValue(env, name) ?? defaultVendorHosts[key])];
    }),
  ) as Record<VendorKey, string>;
}

/** Where Bugsnag sends: `CONSENT_BUGSNAG_NOTIFY_ENDPOINT` / `_SESSIONS_ENDPOINT`, else its own endpoints. */
export function readBugsnagEndpoints(env: Env): { notify: string; sessions: string } {
  const read = (name: string, fallback: string) => parseOrigin(name, envValue(env, name) ?? fallback);
  return {
    notify: read('CONSENT_BUGSNAG_NOTIFY_ENDPOINT', bugsnagEndpoints.notify),
    sessions: read('CONSENT_BUGSNAG_SESSIONS_ENDPOINT', bugsnagEndpoints.sessions),
  };
}
