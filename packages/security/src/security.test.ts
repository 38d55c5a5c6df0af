import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vendorKeys, vendors, type Directive } from '@site/vendors';
import { vendorSources } from '@site/vendors/sources';
import { buildCsp, parseCsp, securityHeaders } from './csp';
import { formatHeaders, matchHeaders, parseHeaders } from './headers.js';
import { defaultBugsnagEndpoints, defaultVendorHosts, embedHosts, thirdPartySources } from './hosts';
import { injectMetaCsp, inlineScriptHashes, inlineScripts, secureExport } from './node';

describe('buildCsp', () => {
  const csp = parseCsp(buildCsp({ scriptHashes: ['sha256-abc='] }));

  it('allows scripts only from self, the given hashes and the vendor hosts', () => {
    const scripts = csp.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'sha256-abc='");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'strict-dynamic'");
    for (const key of ['GOOGLE_TAG_MANAGER', 'FACEBOOK_PIXEL', 'TIKTOK_PIXEL', 'ADJUST', 'FRESHCHAT', 'CLOUDFLARE'] as const) {
      expect(scripts).toContain(defaultVendorHosts[key]);
    }
    // Flagsmith and Bugsnag are fetched, not executed.
    expect(scripts).not.toContain(defaultVendorHosts.FLAGSMITH_AB_TESTING);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([defaultVendorHosts.FLAGSMITH_AB_TESTING, 'https://notify.bugsnag.com', 'https://sessions.bugsnag.com']),
    );
  });

  it("allows WebAssembly only when asked (the site's search), and never 'unsafe-eval'", () => {
    expect(csp.get('script-src')).not.toContain("'wasm-unsafe-eval'");
    const withWasm = parseCsp(buildCsp({ wasm: true })).get('script-src')!;
    expect(withWasm).toContain("'wasm-unsafe-eval'");
    expect(withWasm).not.toContain("'unsafe-eval'");
  });

  it("forbids framing, plugins and foreign form targets; frame-ancestors only in the header form", () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(parseCsp(buildCsp({ forMeta: true })).has('frame-ancestors')).toBe(false);
  });

  it('follows the consent layer host overrides', () => {
    const env = { CONSENT_FACEBOOK_PIXEL_HOST: 'https://fb.example.test/', CONSENT_BUGSNAG_NOTIFY_ENDPOINT: 'https://bugs.example.test/notify' };
    const sources = thirdPartySources(env);
    expect(sources.script).toContain('https://fb.example.test');
    expect(sources.script).not.toContain('https://connect.facebook.net');
    expect(sources.connect).toContain('https://bugs.example.test');
    expect(() => thirdPartySources({ CONSENT_ADJUST_HOST: 'not a url' })).toThrow("CONSENT_ADJUST_HOST must be an absolute http(s) URL, got 'not a url'.");
  });

  it("derives every source from the vendor registry: each vendor's host and the sources its entry names", () => {
    const sources = thirdPartySources();
    for (const key of vendorKeys) {
      const directive = 'api' in vendors[key].load ? 'connect' : 'script';
      expect({ key, allowed: sources[directive].includes(vendors[key].host) }).toEqual({ key, allowed: true });
    }
    for (const [key, vendor] of Object.entries(vendorSources)) {
      for (const [directive, list] of Object.entries(vendor) as [Directive, readonly string[]][]) {
        for (const source of list) expect({ key, directive, source, allowed: sources[directive].includes(source) }).toEqual({ key, directive, source, allowed: true });
      }
    }
    expect(embedHosts.VIDEO).toEqual([...vendorSources.VIDEO.frame]);
  });

  it('allows no third-party source that no registry entry or Bugsnag endpoint names', () => {
    const named = new Set<string>([...Object.values(defaultBugsnagEndpoints)]);
    for (const key of vendorKeys) named.add(vendors[key].host);
    for (const vendor of Object.values(vendorSources)) for (const list of Object.values(vendor) as readonly string[][]) list.forEach((s) => named.add(s));
    const all = Object.values(thirdPartySources()).flat();
    expect(all.filter((source) => !named.has(source))).toEqual([]);
  });

  it('lets embeds frame only their providers', () => {
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://open.spotify.com']),
    );
  });
});

describe('inline script hashes', () => {
  const html =
    '<html><head><meta charSet="utf-8"/><script src="/a.js"></script><script>alert(1)</script>' +
    '<script type="application/ld+json">{"a":1}</script><script type="module">import "x"</script></head></html>';

  it('hashes exactly the executable inline scripts', () => {
    expect(inlineScripts(html)).toEqual(['alert(1)', 'import "x"']);
    const expected = `sha256-${createHash('sha256').update('alert(1)').digest('base64')}`;
    expect(inlineScriptHashes(html)[0]).toBe(expected);
  });

  it('puts the meta policy before the first script, and replaces it on a second run', () => {
    const once = injectMetaCsp(html, "script-src 'self'");
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script'));
    const twice = injectMetaCsp(once, "script-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="script-src 'none'"`);
  });
});

describe('_headers', () => {
  const text = formatHeaders([
    { pattern: '/*', headers: [['X-A', '1'], ['Link', '</a>']], detach: [] },
    { pattern: '/_next/static/*', headers: [['Cache-Control', 'immutable']], detach: [] },
    { pattern: '/:locale/jobs/*', headers: [['Link', '</b>']], detach: ['X-A'] },
  ]);

  it('round-trips and applies every matching rule like Cloudflare Pages', () => {
    const rules = parseHeaders(text);
    expect(matchHeaders(rules, '/en-EU/')).toEqual({ 'X-A': '1', Link: '</a>' });
    expect(matchHeaders(rules, '/_next/static/x.js')).toEqual({ 'X-A': '1', Link: '</a>', 'Cache-Control': 'immutable' });
    expect(matchHeaders(rules, '/de-DE/jobs/1/')).toEqual({ Link: '</a>, </b>' });
    expect(matchHeaders(rules, '/de-DE/x/jobs/1/')).toEqual({ 'X-A': '1', Link: '</a>' });
  });

  it("refuses what Cloudflare would not accept", () => {
    expect(() => formatHeaders([{ pattern: '/*', headers: [['X', 'y'.repeat(2001)]], detach: [] }])).toThrow(/2000/);
    const many = Array.from({ length: 101 }, (_, i) => ({ pattern: `/${i}`, headers: [] as [string, string][], detach: [] }));
    expect(() => formatHeaders(many)).toThrow(/100/);
    expect(() => parseHeaders('  X: y')).toThrow(/before any URL pattern/);
  });
});

describe('secureExport: headers on error answers', () => {
  // Cloudflare Pages applies `_headers` by URL pattern, to whatever it answers for the path:
  // a missing page gets its 404.html, a missing asset a 404, both at the path asked for.
  function exported(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'export-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(join(dir, name, '..'), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    return dir;
  }
  const page = '<html><head><meta charset="utf-8"/></head><body><script>1</script></body></html>';
  const errorPaths = ['/en-EU/no-such-page/', '/de-DE/404.html', '/404.html', '/no/such/file.png', '/assets/missing.js', '/_next/static/missing.js'];

  for (const mode of ['meta', 'header'] as const) {
    it(`gives every path, error pages and missing files included, the security headers and a CSP (${mode})`, () => {
      const dir = exported({ 'index.html': page, 'en-EU/index.html': page, 'en-EU/404.html': page, '404.html': page });
      secureExport({ dir, mode, immutable: ['/assets/*'] });
      const rules = parseHeaders(readFileSync(join(dir, '_headers'), 'utf8'));
      for (const path of errorPaths) {
        const headers = matchHeaders(rules, path);
        expect(headers).toMatchObject(securityHeaders);
        expect(parseCsp(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
      }
    });
  }
});
