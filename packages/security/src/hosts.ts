// The third-party origins the site may talk to, per CSP directive, derived from the consent
// vendor registry (@site/vendors): the Content-Security-Policy of both apps is
// generated from the same entries the loader loads from, so a vendor cannot be loaded that the
// CSP does not allow (and the Playwright suite fails on any CSP violation).
import { readBugsnagEndpoints, readVendorHosts } from '@site/config/vendorHosts';
import { bugsnagEndpoints, defaultVendorHosts, embedKeys, vendorKeys, vendors, type Directive, type EmbedKey } from '@site/vendors';
import { vendorSources } from '@site/vendors/sources';

export type { Directive };
export { defaultVendorHosts };

/** Error reporting endpoints (BUGSNAG), overridable with CONSENT_BUGSNAG_*_ENDPOINT. */
export const defaultBugsnagEndpoints = bugsnagEndpoints;

/** Click-to-load embeds (VIDEO, PODCAST): the iframe origins the embed component may use. */
export const embedHosts = Object.freeze(
  Object.fromEntries(embedKeys.map((key) => [key, [...vendorSources[key].frame]])) as Record<EmbedKey, string[]>,
);

/** Attribution redirects (ADJUST links) are navigations, not fetches: no CSP entry needed. */

const originOf = (url: string): string => new URL(url).origin;

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
  const hosts = readVendorHosts(env);
  for (const key of vendorKeys) {
    const host = originOf(hosts[key]);
    // An API the loader fetches is a connection; everything else is a script.
    ('api' in vendors[key].load ? out.connect : out.script).add(host);
  }
  for (const vendor of Object.values(vendorSources)) {
    for (const [directive, sources] of Object.entries(vendor) as [Directive, readonly string[]][]) {
      for (const source of sources) out[directive].add(source);
    }
  }
  const endpoints = readBugsnagEndpoints(env);
  out.connect.add(originOf(endpoints.notify));
  out.connect.add(originOf(endpoints.sessions));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()])) as Record<Directive, string[]>;
}
