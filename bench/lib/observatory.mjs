// The scoring rules of Mozilla's HTTP Observatory (MDN HTTP Observatory, src/grader/charts.js
// and src/analyzer/tests/*) for the tests that can be judged from one local response: CSP
// (header and <meta> together; frame-ancestors from the header only), X-Frame-Options, HSTS,
// X-Content-Type-Options, Referrer-Policy, CORP, SRI and cookies. Redirection (HTTP -> HTTPS)
// needs the real domain and is reported as not checkable here (modifier 0).

/** [expectation, modifier] per test, as the Observatory's score table has them. */
const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);

function parsePolicies(policies) {
  /** @type {Map<string, Set<string>>} */
  const map = new Map();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const key = name.toLowerCase();
      // Several policies are all enforced; for grading, a directive's first definition counts.
      if (!map.has(key)) map.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
    }
  }
  return map;
}

export function gradeCsp(headerPolicies, metaPolicies) {
  if (headerPolicies.length + metaPolicies.length === 0) return ['csp-not-implemented', -25];
  const csp = parsePolicies([...headerPolicies, ...metaPolicies]);
  const get = (name) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const script = new Set(get('script-src'));
  const style = new Set(get('style-src'));
  const object = get('object-src');
  const hashOrNonce = (set) => [...set].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  for (const set of [script, style]) if (hashOrNonce(set)) set.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hashOrNonce(script)) return ['csp-header-invalid', -25];
    for (const s of [...script]) if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'") script.delete(s);
  }
  if ([...script].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => DANGEROUSLY_BROAD.has(s))) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  const active = [...csp.entries()].filter(([d]) => d !== 'img-src' && d !== 'media-src').flatMap(([, s]) => [...s]);
  if (active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) return ['csp-implemented-with-insecure-scheme', -20];
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  if (passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10];
  }
  if ([...style].some((s) => DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s))) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  const def = csp.get('default-src');
  if (def?.has("'none'") && def.size === 1) return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

export function gradeXfo(headers, headerPolicies) {
  const ancestors = parsePolicies(headerPolicies).get('frame-ancestors');
  if (ancestors && ![...ancestors].some((s) => DANGEROUSLY_BROAD.has(s))) return ['xfo-implemented-via-csp', 5];
  const xfo = headers['x-frame-options']?.trim().toLowerCase();
  if (!xfo) return ['x-frame-options-not-implemented', -20];
  if (xfo === 'deny' || xfo === 'sameorigin') return ['x-frame-options-sameorigin-or-deny', 0];
  if (xfo.startsWith('allow-from')) return ['x-frame-options-allow-from-origin', 0];
  return ['x-frame-options-header-invalid', -20];
}

export function gradeHsts(headers, { preloaded = false } = {}) {
  const value = headers['strict-transport-security'];
  if (preloaded) return ['hsts-preloaded', 5];
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return ['hsts-header-invalid', -20];
  return Number(maxAge) >= 15768000 ? ['hsts-implemented-max-age-at-least-six-months', 0] : ['hsts-implemented-max-age-less-than-six-months', -10];
}

export function gradeXcto(headers) {
  const v = headers['x-content-type-options'];
  if (!v) return ['x-content-type-options-not-implemented', -5];
  return v.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5];
}

export function gradeReferrer(headers, metaReferrer) {
  const value = headers['referrer-policy'] ?? metaReferrer;
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean).at(-1);
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) return ['referrer-policy-private', 5];
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

export function gradeCorp(headers) {
  const v = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!v) return ['cross-origin-resource-policy-not-implemented', 0];
  if (v === 'same-origin') return ['cross-origin-resource-policy-implemented-with-same-origin', 10];
  if (v === 'same-site') return ['cross-origin-resource-policy-implemented-with-same-site', 10];
  if (v === 'cross-origin') return ['cross-origin-resource-policy-implemented-with-cross-origin', 0];
  return ['cross-origin-resource-policy-header-invalid', -5];
}

export function gradeSri(html, pageOrigin) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  const withSrc = scripts.map((a) => ({ src: /\ssrc="([^"]+)"/i.exec(a)?.[1], integrity: /\sintegrity=/i.test(a) })).filter((s) => s.src);
  if (withSrc.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const external = withSrc.filter((s) => new URL(s.src, pageOrigin).origin !== pageOrigin);
  const insecure = external.some((s) => s.src.startsWith('http:') || s.src.startsWith('//'));
  const allSri = external.length > 0 && external.every((s) => s.integrity);
  if (external.length === 0) {
    return withSrc.every((s) => s.integrity)
      ? ['sri-implemented-and-all-scripts-loaded-securely', 5]
      : ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  }
  if (allSri) return insecure ? ['sri-implemented-but-external-scripts-not-loaded-securely', -20] : ['sri-implemented-and-external-scripts-loaded-securely', 5];
  return insecure ? ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50] : ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

export function gradeCors(headers) {
  const origin = headers['access-control-allow-origin'];
  if (!origin) return ['cross-origin-resource-sharing-not-implemented', 0];
  if (origin.trim() === '*') return ['cross-origin-resource-sharing-implemented-with-public-access', 0];
  return headers['access-control-allow-credentials']?.toLowerCase() === 'true'
    ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

const GRADES = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];

/**
 * Grades one response. `headers` lower-cased. Bonuses count only when the score without them
 * is at least 90, as on the Observatory.
 */
export function observatory(headers, html, pageOrigin) {
  const headerPolicies = (headers['content-security-policy'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const metaPolicies = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)].map((m) => m[1].replace(/&quot;/g, '"'));
  const metaReferrer = /<meta name="referrer" content="([^"]*)"/i.exec(html)?.[1];
  const tests = {
    'content-security-policy': gradeCsp(headerPolicies, metaPolicies),
    cookies: headers['set-cookie'] ? ['cookies-not-graded-locally', 0] : ['cookies-not-found', 0],
    'cross-origin-resource-sharing': gradeCors(headers),
    'cross-origin-resource-policy': gradeCorp(headers),
    redirection: ['not-checkable-locally (HTTP->HTTPS is the CDN setting)', 0],
    'referrer-policy': gradeReferrer(headers, metaReferrer),
    'strict-transport-security': gradeHsts(headers),
    'subresource-integrity': gradeSri(html, pageOrigin),
    'x-content-type-options': gradeXcto(headers),
    'x-frame-options': gradeXfo(headers, headerPolicies),
  };
  const modifiers = Object.values(tests).map(([, m]) => m);
  const penalties = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonuses = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([min]) => score >= min)[1];
  return { score, grade, tests: Object.fromEntries(Object.entries(tests).map(([k, [result, modifier]]) => [k, { result, modifier }])) };
}
