// No `page` in these tests: they read what the server answers, and Playwright starts no
// Chromium for them. The policy at work in a browser is tested in security.spec.ts.
import { expect, test } from '@playwright/test';
import { parseCsp } from '@site/security';
import { inlineScriptHashes } from '@site/security/node';
import { localizedPath, routeList } from '@site/config/routes';
import { locales } from '../helpers';

const pages = [
  ...locales.flatMap((locale) => routeList.map((route) => localizedPath(locale, route.path))),
  '/',
  '/en-EU/does-not-exist/',
];

function metaPolicy(html: string) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/.exec(html);
  return match ? { policy: match[1]!.replace(/&quot;/g, '"'), index: match.index } : null;
}

for (const path of pages) {
  test(`${path} is served with the security headers and a hash-only script policy`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    expect(parseCsp(headers['content-security-policy'] ?? '').get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(15768000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');

    const html = await response.text();
    const meta = metaPolicy(html);
    expect(meta, 'a <meta> CSP').not.toBeNull();
    expect(meta!.index, 'the meta CSP comes before the first script').toBeLessThan(html.indexOf('<script'));
    const csp = parseCsp(meta!.policy);
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // Exactly this page's inline scripts are allowed, no more, no fewer.
    const hashes = scripts.filter((s) => s.startsWith("'sha256-")).map((s) => s.slice(1, -1));
    expect(hashes.sort()).toEqual(inlineScriptHashes(html).sort());
  });
}

test('hashed assets are cached for a year, and _headers itself is not served', async ({ request }) => {
  const html = await (await request.get('/en-EU/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('text is served brotli- or gzip-compressed by Accept-Encoding, like the CDN', async ({ request }) => {
  const plain = await request.get('/en-EU/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const plainLength = Number(plain.headers()['content-length']);
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    const response = await request.get('/en-EU/', { headers: { 'Accept-Encoding': accept } });
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(response.headers()['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers()['content-length'])).toBeLessThan(plainLength);
    expect(await response.text()).toBe(await plain.text());
  }
});
