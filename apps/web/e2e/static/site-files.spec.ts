import { expect, test } from '@playwright/test';
import { attr, builtPage, one } from '../builtPages';
import { siteConfig } from '../helpers';

// The small files a real site has: security.txt (RFC 9116) and the web app manifest, as the
// server answers them and the exported HTML links them. No browser: no `page` in these tests.

test('/.well-known/security.txt names the configured contact, expires a year after the build, prefers de and en', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
  expect(fields.Contact).toBe(siteConfig.securityContact);
  expect(fields['Preferred-Languages']).toBe('de, en');
  expect(fields.Canonical).toBe(`${siteConfig.siteUrl}/.well-known/security.txt`);
  // Built today (or yesterday, around midnight): it expires between 364 and 366 days from now.
  const days = (Date.parse(fields.Expires!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('every page links a web app manifest with the brand, the theme colour and icons that load', async ({ request }) => {
  const { document } = builtPage('/de-DE/jobs/');
  const href = attr(one(document, 'head link[rel=manifest]'), 'href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; short_name: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.name).toBe(siteConfig.brand);
  expect(manifest.short_name).toBe(siteConfig.brand);
  expect(manifest.theme_color).toBe(attr(one(document, 'head meta[name=theme-color]'), 'content'));
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});
