import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hydrationSection, lighthouseSection } from './report.mjs';

const lines = (rows) => {
  const out = [];
  hydrationSection(rows, (s = '') => out.push(s));
  return out;
};

test('the hydration table: the budget against the floor, and what the bytes alone allow', () => {
  const floor = { type: 'floor', id: 'floor', locale: 'en-EU', fcp: 300, hydrated: 1300, beforeHydrated: 130000, lcp: 300 };
  const page = { type: 'tool', id: 'accounts', locale: 'en-EU', fcp: 450, hydrated: 1500, beforeHydrated: 130000 + 41943, lcp: 450 };
  const slow = { ...page, id: 'home', hydrated: 1500, beforeHydrated: 130000 + 62915 };
  const out = lines([floor, page, slow]);
  const row = (id) => out.find((l) => l.startsWith(`| tool (${id}) |`));
  // 1,500 / 1,300 = 1.15: over the 10 %. 41,943 bytes take 200 ms: 1,500 ms, 1.15 ×.
  assert.equal(row('accounts'), '| tool (accounts) | en-EU | 450 ms | 1500 ms | 1050 ms | 1.15× ❌ | 167.9 KB | 1500 ms (1.15×) | 450 ms | 1.50× |');
  assert.match(row('home'), /\| 1600 ms \(1\.23×\) \|/);
  assert.match(out.find((l) => l.startsWith('| floor |')), /\| 1300 ms \| 1000 ms \| – \| 127\.0 KB \| – \| 300 ms \| – \|$/);
  // Within the budget.
  assert.match(lines([floor, { ...page, hydrated: 1430 }]).find((l) => l.startsWith('| tool')), /\| 1\.10× ✅ \|/);
});

test('the Lighthouse table: first-visit LCP against the floor of the same preset, budget 1.2 ×', () => {
  const base = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbt: 0, fcp: 800, bytes: {}, failingAudits: [] };
  const rows = [
    { ...base, type: 'floor', id: 'floor', locale: 'en-EU', preset: 'mobile', performance: 99, lcp: 1000 },
    { ...base, type: 'home', id: 'home', locale: 'en-EU', preset: 'mobile', performance: 98, lcp: 1200 },
    { ...base, type: 'content', id: 'investing', locale: 'en-EU', preset: 'mobile', performance: 97, lcp: 1250 },
    { ...base, type: 'floor', id: 'floor', locale: 'en-EU', preset: 'desktop', performance: 100, lcp: 400 },
    { ...base, type: 'home', id: 'home', locale: 'en-EU', preset: 'desktop', performance: 100, lcp: 420 },
  ];
  const out = [];
  lighthouseSection(rows, (s = '') => out.push(s));
  const row = (type, preset) => out.find((l) => l.startsWith(`| ${type} | en-EU | ${preset} |`));
  assert.match(row('home', 'mobile'), /\| 1200 ms \| 1\.20× ✅ \|/);
  assert.match(row('content (investing)', 'mobile'), /\| 1250 ms \| 1\.25× ❌ \|/);
  assert.match(row('home', 'desktop'), /\| 420 ms \| 1\.05× ✅ \|/);
  assert.match(row('floor', 'mobile'), /\| 1000 ms \| – \|/);
});

test('the applied table: LCP and hydrated against the floor runs alternated with the page, per visit', async () => {
  const { appliedSection } = await import('./report.mjs');
  const summary = (lcp, hydrated, extra = {}) => ({
    runs: 5,
    errors: [],
    fcp: lcp,
    lcp,
    hydrated,
    htmlEncodedBytes: 2048,
    contentEncoding: 'br',
    htmlReceived: 200,
    fontsFinished: null,
    swaps: 0,
    lcpChain: 'h1 "Hello"',
    breakdown: { ttfb: 20, loadDelay: 0, loadTime: 0, renderDelay: lcp - 20 },
    lcpPriority: null,
    ...extra,
  });
  const row = (visit, page, floor) => ({
    type: 'home',
    id: 'home',
    locale: 'en-EU',
    visit,
    page,
    floor,
    lcpVsFloor: page.lcp / floor.lcp,
    hydratedVsFloor: page.hydrated / floor.hydrated,
  });
  const out = [];
  appliedSection(
    {
      runs: 5,
      rows: [row('first', summary(390, 1650), summary(330, 1500)), row('returning', summary(420, 1700, { lcp: 520, swaps: 2 }), summary(330, 1500))],
      bytes: [{ type: 'home', id: 'home', locale: 'en-EU', html: { brotli: 8192 }, payload: { brotli: 0 }, js: { brotli: 120 * 1024 }, floor: { html: { brotli: 1700 }, payload: { brotli: 1300 }, js: { brotli: 121 * 1024 } } }],
    },
    (s = '') => out.push(s),
  );
  const first = out.find((l) => l.startsWith('| home | en-EU | first | 2.0 KB'));
  assert.match(first, /\| 390 \| 330 \| 1\.18× ✅ \| 1650 \| 1500 \| 1\.10× ✅ \|/);
  const returning = out.find((l) => l.startsWith('| home | en-EU | returning | 2.0 KB'));
  assert.match(returning, /\| 520 \| 330 \| 1\.58× ❌ \|/);
  assert.match(returning, /\| 2\/5 \| h1 "Hello" \|$/);
  assert.match(out.find((l) => l.startsWith('| home | en-EU | returning | 20 ')), /\| no \(\+100\) \|/);
  assert.equal(out.find((l) => l.startsWith('| home | en-EU | 8.0 KB')), '| home | en-EU | 8.0 KB | 0.0 KB | 120.0 KB | 1.7 KB | 1.3 KB | 121.0 KB | -1.0 KB |');
  const none = [];
  appliedSection(undefined, (s = '') => none.push(s));
  assert.match(none.join('\n'), /Not run/);
});
