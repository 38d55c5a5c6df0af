// Builds the Content-Security-Policy and the other security headers of both apps.
import { embedOrigins } from '@site/vendors/sources';
import { thirdPartySources } from './hosts';

/**
 * The full policy of a page. `scriptHashes` are the 'sha256-...' sources of the page's inline
 * scripts; no 'unsafe-inline' and no 'unsafe-eval' for scripts, ever.
 * style-src keeps 'unsafe-inline': styled-components renders <style> elements (also when React
 * inserts them during client-side navigation, where no per-page hash could be known in
 * advance) and React renders style attributes, which hashes cannot allow.
 * `frame-ancestors` is only valid in a header, so `forMeta` leaves it out.
 * `wasm` adds 'wasm-unsafe-eval' (compiling WebAssembly, not evaluating strings: 'unsafe-eval'
 * stays out) for the site's search, whose engine (Pagefind) is a WebAssembly module from 'self'.
 */
export function buildCsp({
  scriptHashes = [],
  env = {},
  forMeta = false,
  wasm = false,
}: { scriptHashes?: string[]; env?: Record<string, string | undefined>; forMeta?: boolean; wasm?: boolean } = {}): string {
  const third = thirdPartySources(env);
  const extra = (name: string) => (env[name] ?? '').split(/\s+/).filter(Boolean);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes.map((h) => `'${h}'`), ...third.script]],
    ['style-src', ["'self'", "'unsafe-inline'", ...third.style]],
    ['img-src', ["'self'", 'data:', 'blob:', ...third.img]],
    ['font-src', ["'self'", ...third.font]],
    ['connect-src', ["'self'", ...third.connect, ...extra('CSP_CONNECT_SRC')]],
    ['frame-src', third.frame.length ? third.frame : ["'none'"]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** What a page served with a per-page <meta> CSP still needs in the header: frame-ancestors. */
export const headerOnlyCsp = "frame-ancestors 'none'";

/** Browser features the site never uses are switched off; embeds may go fullscreen. */
const embedAllow = `(self ${embedOrigins.map((o) => `"${o}"`).join(' ')})`;
export const permissionsPolicy = [
  'accelerometer=()',
  `autoplay=${embedAllow}`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=${embedAllow}`,
  `fullscreen=${embedAllow}`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=${embedAllow}`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers every response of both apps carries (besides the CSP). */
export const securityHeaders = Object.freeze({
  // Two years, subdomains included; 'preload' is left to the domain owner (it is a commitment
  // to the browsers' preload list, not a header setting).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // The registration app lives on a sibling subdomain, so same-site rather than same-origin.
  'Cross-Origin-Resource-Policy': 'same-site',
});

/** Splits a policy into a Map of directive -> sources (lower-cased names, first wins). */
export function parseCsp(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!map.has(key)) map.set(key, sources);
  }
  return map;
}
