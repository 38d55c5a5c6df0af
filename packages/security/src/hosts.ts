// The third-party origins the site may talk to, per CSP directive, derived from the consent
// vendor registry (@site/vendors): the Content-Security-Policy of both apps is
// generated from the same entries the loader loads from, so a vendor cannot be loaded that the
// CSP does not allow (and the Playwright suite fails on any CSP violation).
import { defaultVendorHosts, vendorKeys, vendors, type Directive, type ServiceKey, type Vendor } from '@site/vendors';

export type { Directive };
export { defaultVendorHosts };

/** Error reporting endpoints (BUGSNAG), overridable with CONSENT_BUGSNAG_*_ENDPOINT. */
export const defaultBugsnagEndpoints = Object.freeze({
  notify: 'https://notify.bugsnag.com',
  sessions: 'https://sessions.bugsnag.com',
});

const frames = (key: ServiceKey): string[] => [...((vendors[key] as Vendor).sources?.frame ?? [])];

/** Click-to-load embeds (VIDEO, PODCAST): the iframe origins the embed component may use. */
export const embedHosts = Object.freeze({ VIDEO: frames('VIDEO'), PODCAST: frames('PODCAST') });

/** Attribution redirects (ADJUST links) are navigations, not fetches: no CSP entry needed. */

const clean = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v ? v.replace(/\/+$/, '') : undefined;
};

const originOf = (raw: string): string => {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`'${raw}' is not an absolute URL`);
  }
};

/**
 * The third-party sources per CSP directive for a configuration: each vendor's host (with the
 * consent layer's `CONSENT_<KEY>_HOST` override applied) and the other sources its entry names,
 * and the Bugsnag endpoints (`CONSENT_BUGSNAG_*_ENDPOINT`), so the policy follows whatever the
 * loader will actually load.
 */
export function thirdPartySources(env: Record<string, string | undefined> = {}): Record<Directive, string[]> {
  const out: Record<Directive, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    img: new Set(),
    frame: new Set(),
    style: new Set(),
    font: new Set(),
  };
  for (const key of vendorKeys) {
    const host = originOf(clean(env[`CONSENT_${key}_HOST`]) ?? defaultVendorHosts[key]);
    // An API the loader fetches is a connection; everything else is a script.
    ('api' in vendors[key].load ? out.connect : out.script).add(host);
  }
  for (const vendor of Object.values(vendors) as Vendor[]) {
    for (const [directive, sources] of Object.entries(vendor.sources ?? {}) as [Directive, readonly string[]][]) {
      for (const source of sources) out[directive].add(source);
    }
  }
  out.connect.add(originOf(clean(env.CONSENT_BUGSNAG_NOTIFY_ENDPOINT) ?? defaultBugsnagEndpoints.notify));
  out.connect.add(originOf(clean(env.CONSENT_BUGSNAG_SESSIONS_ENDPOINT) ?? defaultBugsnagEndpoints.sessions));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()])) as Record<Directive, string[]>;
}
