import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { assetsOf, consentLayerBytes, registrationBudget, sizes } from './bytes.mjs';

function exportDir(files) {
  const root = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
const html = (...assets) =>
  `<!doctype html><html><head>${assets
    .map((a) => (a.endsWith('.css') ? `<link rel="stylesheet" href="${a}"/>` : `<script src="${a}" async></script>`))
    .join('')}</head><body></body></html>`;

test('consentLayerBytes: consent floor minus floor, eager and lazy apart, Bugsnag on its own', () => {
  const framework = 'framework();'.repeat(200);
  const floor = exportDir({
    'en-EU/index.html': html('/_next/static/chunks/fw.js'),
    '_next/static/chunks/fw.js': framework,
  });
  const withConsent = exportDir({
    'en-EU/index.html': html('/_next/static/chunks/fw.js', '/_next/static/chunks/root.js', '/_next/static/chunks/c.css'),
    '_next/static/chunks/fw.js': framework,
    '_next/static/chunks/root.js': 'consentRoot("ESSENTIAL_USER_CONSENT");',
    '_next/static/chunks/c.css': '.consent-dialog{color:red}',
    '_next/static/chunks/dialog.js': 'dialog();'.repeat(30),
    '_next/static/chunks/bugsnag.js': 'throw Error("No Bugsnag API Key set");',
  });
  const r = consentLayerBytes(floor, withConsent);
  const gz = (root, path) => sizes(join(root, path)).gzip;
  const eager = gz(withConsent, '_next/static/chunks/root.js') + gz(withConsent, '_next/static/chunks/c.css');
  const lazy = gz(withConsent, '_next/static/chunks/dialog.js');
  assert.equal(r.eager.gzip, eager);
  assert.equal(r.lazy.gzip, lazy);
  assert.equal(r.gzip, eager + lazy);
  assert.equal(r.bugsnag.gzip, gz(withConsent, '_next/static/chunks/bugsnag.js'));
  assert.deepEqual(
    Object.fromEntries(r.files.map((f) => [f.path, f.load])),
    {
      '/_next/static/chunks/bugsnag.js': 'bugsnag',
      '/_next/static/chunks/c.css': 'eager',
      '/_next/static/chunks/dialog.js': 'lazy',
      '/_next/static/chunks/root.js': 'eager',
    },
  );
});

test('registrationBudget: a page counts its JS without any catalogue chunk, nor Bugsnag; its texts are in its HTML', () => {
  const row = (path, gzip, kind = 'app') => ({ path, gzip, brotli: gzip - 1, raw: gzip * 3, kind });
  const files = [
    row('/assets/index-a1.js', 1000),
    row('/assets/ConsentDialog-b2.js', 100),
    row('/assets/catalogue-de-DE-c3.js', 30),
    row('/assets/catalogue-en-EU-d_4.js', 20),
    row('/assets/errorReporting-e5.js', 500, 'consented-vendor'),
  ];
  const block = (locale, json) => `<script type="application/json" id="registration-catalogue" data-locale="${locale}">${json}</script>`;
  const de = '{"messages":{"a":"Konto eröffnen, jetzt und hier"},"consent":{}}';
  const en = '{"messages":{"a":"Open"}}';
  const pages = {
    'de-DE': `<html lang="de-DE"><body><div id="root"></div>${block('de-DE', de)}</body></html>`,
    'en-EU': `<html lang="en-EU"><body><div id="root"></div>${block('en-EU', en)}</body></html>`,
  };
  const r = registrationBudget(files, pages);
  assert.equal(r.perLocale['de-DE'].gzip, 1100);
  assert.equal(r.perLocale['en-EU'].gzip, 1100);
  assert.deepEqual(r.perLocale['en-EU'].files, ['/assets/index-a1.js', '/assets/ConsentDialog-b2.js']);
  assert.equal(r.perLocale['de-DE'].texts.raw, Buffer.byteLength(de));
  assert.equal(r.perLocale['de-DE'].texts.gzip, gzipSync(de, { level: 9 }).length);
  assert.equal(r.perLocale['en-EU'].texts.raw, en.length);
  assert.equal(r.perLocale['en-EU'].html.raw, pages['en-EU'].length);
  // Equal JS: the page with the larger texts is the one reported.
  assert.equal(r.worst, r.perLocale['de-DE']);
  assert.equal(r.all.gzip, 1150);
  assert.deepEqual(r.catalogues, ['/assets/catalogue-de-DE-c3.js', '/assets/catalogue-en-EU-d_4.js']);
});

test('registrationBudget: a page without its texts block is an error, not a smaller figure', () => {
  assert.throws(() => registrationBudget([], { 'de-DE': '<html><body></body></html>' }), /de-DE page has no registration-catalogue block/);
});

test('assetsOf: the scripts of the after-first-paint loader count like script tags', () => {
  // The loader as @site/consent/firstFrame writes it (its unit test pins the attribute read here).
  const loader = `<script data-after-paint='["/_next/a.js","/_next/b.js"]'>(function(S){l()})(JSON.parse(document.currentScript.getAttribute("data-after-paint")))</script>`;
  const html = `<head><script src="/_next/x.js" async=""></script><script src="/_next/p.js" noModule=""></script></head><body>${loader}</body>`;
  assert.deepEqual(assetsOf(html).scripts, ['/_next/x.js', '/_next/a.js', '/_next/b.js']);
});

test('the RSC payload: inline in the HTML, or the script of its own the loader names, counted apart from the JS', async () => {
  const { htmlWeight } = await import('./bytes.mjs');
  const push = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>';
  const inline = htmlWeight(`<html><body><main>Hello</main>${push}</body></html>`);
  assert.equal(inline.payload.raw, push.length);
  assert.equal(inline.payload.external, false);

  const script = 'self.__next_f.push([1,"x"])'.repeat(40);
  const loader = `<script data-after-paint='["/_next/a.js"]' data-payload='/_next/static/payload/p.js'>(function(S,P){})()</script>`;
  const page = `<html><body><main>Hello</main>${loader}</body></html>`;
  const root = exportDir({ '_next/static/payload/p.js': script });
  assert.deepEqual(assetsOf(page), { scripts: ['/_next/a.js'], styles: [], payload: '/_next/static/payload/p.js' });
  const external = htmlWeight(page, root);
  assert.equal(external.payload.raw, script.length);
  assert.equal(external.payload.external, true);
  assert.equal(external.html.raw, page.length);
});
