import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detailPath, fileOfPath, selectPages, webPagesOf } from './pages.mjs';

const routes = [
  { id: 'home', path: '/', indexable: true },
  { id: 'investing', path: '/investing/', indexable: true },
  { id: 'magazine', path: '/magazine/', indexable: true },
  { id: 'appLink', path: '/app/', indexable: false },
  { id: 'genericError', path: '/account/error/', indexable: false },
  { id: 'accounts', path: '/accounts/', indexable: true },
];

function exportWithArticles() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  for (const locale of ['de-DE', 'en-EU']) {
    for (const slug of ['zebra', 'alpha', 'no-page']) {
      mkdirSync(join(dir, locale, 'magazine', slug), { recursive: true });
      if (slug !== 'no-page') writeFileSync(join(dir, locale, 'magazine', slug, 'index.html'), '<html></html>');
    }
  }
  return dir;
}

test('one page of each type in both locales: the registry, a system page that stays, the first article as the detail page, the 404', () => {
  const pages = webPagesOf(routes, exportWithArticles());
  const en = pages.filter((p) => p.locale === 'en-EU').map((p) => `${p.type} ${p.path}`);
  assert.deepEqual(en, [
    'home /en-EU/',
    'content /en-EU/investing/',
    'system /en-EU/account/error/',
    'tool /en-EU/accounts/',
    'detail /en-EU/magazine/alpha/',
    'notFound /en-EU/404.html',
  ]);
  assert.equal(pages.length, 12);
});

test('no detail page when the export has no article', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  assert.equal(detailPath(dir, 'en-EU'), null);
  assert.equal(webPagesOf(routes, dir).filter((p) => p.type === 'detail').length, 0);
});

test('BENCH_PAGES keeps the pages whose key or path contains an entry, and every floor', () => {
  const pages = [
    { type: 'floor', id: 'floor', locale: 'en-EU', path: '/en-EU/' },
    { type: 'home', id: 'home', locale: 'en-EU', path: '/en-EU/' },
    { type: 'home', id: 'home', locale: 'de-DE', path: '/de-DE/' },
    { type: 'content', id: 'magazine', locale: 'en-EU', path: '/en-EU/magazine/' },
    { type: 'registration', id: 'register', locale: 'enEU', path: '/enEU/' },
  ];
  const ids = (spec) => selectPages(pages, spec).map((p) => `${p.type}:${p.locale}`);
  assert.deepEqual(ids(undefined), ids(''));
  assert.equal(ids(' ').length, 5);
  assert.deepEqual(ids('magazine'), ['floor:en-EU', 'content:en-EU']);
  assert.deepEqual(ids('home:home:de-DE, registration'), ['floor:en-EU', 'home:de-DE', 'registration:enEU']);
  assert.deepEqual(ids('/de-DE/'), ['floor:en-EU', 'home:de-DE']);
});

test('a page path is served from its folder index or its own .html file', () => {
  assert.equal(fileOfPath('/out', '/en-EU/investing/'), '/out/en-EU/investing/index.html');
  assert.equal(fileOfPath('/out', '/en-EU/404.html'), '/out/en-EU/404.html');
});
