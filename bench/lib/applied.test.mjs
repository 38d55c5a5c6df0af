import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { appliedProfile, appliedTargets, knownVisits, launchBrowser, measureOnce, mode, summarise, visitCookies, visits } from './applied.mjs';

test('the figure seen most often, nulls left out', () => {
  assert.equal(mode(['a', 'b', 'b', null, null, null]), 'b');
  assert.equal(mode([null]), null);
  assert.equal(mode(['x', 'y']), 'x');
});

test('a page summary: medians of the runs that worked, the usual LCP element, font swaps counted', () => {
  const run = (lcp, element, swap) => ({
    fcp: lcp - 10,
    lcp,
    lcpElement: element,
    lcpChain: [element],
    breakdown: { ttfb: 10, loadDelay: 0, loadTime: 0, renderDelay: lcp - 10 },
    fontFiles: ['/f.woff2'],
    fontAtEnd: ['Inter'],
    swap,
    contentEncoding: 'br',
    hydrated: lcp * 3,
  });
  const s = summarise([run(300, 'h1 "A"', false), run(500, 'p "B"', true), run(400, 'h1 "A"', false), { error: 'timeout' }]);
  assert.equal(s.runs, 3);
  assert.deepEqual(s.errors, ['timeout']);
  assert.equal(s.lcp, 400);
  assert.equal(s.hydrated, 1200);
  assert.equal(s.lcpElement, 'h1 "A"');
  assert.equal(s.swaps, 1);
  assert.equal(s.breakdown.renderDelay, 390);
});

test('the visits: none of a first visit’s cookies; the field-data visit is the returning one with FIELD_DATA allowed too (issue 49)', async () => {
  assert.deepEqual(visits, ['first', 'returning']);
  assert.deepEqual(knownVisits, ['first', 'returning', 'field-data']);
  const cookies = await visitCookies({});
  assert.deepEqual(cookies.first, []);
  const names = (list) => list.map((c) => c.name);
  assert.ok(cookies.returning.length >= 2);
  const added = names(cookies['field-data']).filter((n) => !names(cookies.returning).includes(n));
  assert.equal(added.length, 1);
  assert.match(added[0], /FIELD_DATA/);
  assert.equal(cookies['field-data'].length, cookies.returning.length + 1);
});

test('site pages run against the Next floor of their locale, registration screens against the Vite floor, without a mark', () => {
  const urls = { web: 'http://w', registration: 'http://r', floor: 'http://f', viteFloor: 'http://v' };
  const targets = appliedTargets({
    webPages: [{ type: 'home', id: 'home', locale: 'de-DE', path: '/de-DE/' }],
    extras: [{ type: 'home', id: 'home', locale: 'de-DE', path: '/de-DE/' }, { type: 'content', id: 'magazine', locale: 'en-EU', path: '/en-EU/magazine/' }],
    registrationScreens: [{ type: 'registration', id: 'error', locale: 'enEU', path: '/enEU/error' }],
    urls,
  });
  assert.deepEqual(
    targets.map((t) => [t.url, t.floorUrl, t.expectMark]),
    [
      ['http://w/de-DE/', 'http://f/de-DE/', undefined],
      ['http://w/en-EU/magazine/', 'http://f/en-EU/', undefined],
      ['http://r/enEU/error', 'http://v/enEU/', false],
    ],
  );
  assert.equal(appliedTargets({ webPages: [], registrationScreens: [{ path: '/enEU/' }], urls: { ...urls, viteFloor: null } }).length, 0);
});

const font = readFileSync(
  createRequire(import.meta.url).resolve('../../apps/web/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);

// Runs `code` once the page's first contentful paint is reported: what must come later than the
// first frame waits for that frame, never for a time a busy machine may overrun.
const afterFirstPaint = (code) =>
  `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();${code}}}).observe({type:"paint",buffered:true})`;

// A page whose largest element comes in a later frame, a consent attribute unless a cookie says
// the visitor decided, and a hydration mark; a page whose largest element is a picture.
const pages = {
  '/': `<!doctype html><html><head><script>if(document.cookie.indexOf("X_USER_CONSENT=true")<0)document.documentElement.setAttribute("data-consent","ask")</script></head>
<body><main id="main"><h1>Small heading</h1></main><script>${afterFirstPaint(
    'setTimeout(function(){var p=document.createElement("p");p.textContent="A much longer paragraph that arrives later and covers more of the screen than the heading does, twice over. ".repeat(4);document.getElementById("main").appendChild(p)},300)',
  )}
setTimeout(function(){performance.mark("hydrated")},600);</script></body></html>`,
  '/picture': `<!doctype html><html><body><h1>Hi</h1><img src="/pic.svg" width="360" height="360" fetchpriority="high" alt=""><script>performance.mark("hydrated")</script></body></html>`,
  // The same text in a web font that arrives after the first paint: swapped in, or not (optional).
  ...Object.fromEntries(
    ['swap', 'optional'].map((display) => [
      `/font-${display}`,
      `<!doctype html><html><head><style>@font-face{font-family:Web;src:url(/font.woff2) format("woff2");font-display:${display}}p{font:24px Web,sans-serif}</style></head>` +
        `<body><p>Text that a web font draws</p><script>${afterFirstPaint('fetch("/painted")')};performance.mark("hydrated")</script></body></html>`,
    ]),
  ),
  '/pic.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360"><rect width="360" height="360" fill="teal"/>${'<!-- padding -->'.repeat(2000)}</svg>`,
};

test('one load under the profile: throttled, the LCP chain and element, the mark, the cookies of a returning visit, an image’s breakdown, a font swap', { timeout: 120_000 }, async () => {
  // The web font is held until its page reports its first paint (and a little longer), so it
  // arrives after FCP however slow a loaded machine paints: a fixed delay raced the paint.
  let painted = Promise.resolve();
  let reportPaint = () => {};
  const server = createServer(async (req, res) => {
    if (req.url.startsWith('/font-')) painted = new Promise((ok) => (reportPaint = ok));
    if (req.url === '/painted') reportPaint();
    if (req.url === '/font.woff2') await painted.then(() => new Promise((ok) => setTimeout(ok, 200)));
    const body = req.url === '/font.woff2' ? font : req.url === '/painted' ? '' : pages[req.url];
    const type = req.url.endsWith('.svg') ? 'image/svg+xml' : req.url.endsWith('.woff2') ? 'font/woff2' : 'text/html';
    res.writeHead(body ? 200 : 404, { 'Content-Type': type });
    res.end(body ?? '');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBrowser();
  try {
    const first = await measureOnce(browser, `${origin}/`);
    // The document waited for the emulated round trip.
    assert.ok(first.htmlReceived >= appliedProfile.latencyMs, `HTML received at ${first.htmlReceived} ms`);
    assert.equal(first.consentShown, true);
    assert.match(first.lcpChain[0], /^h1#main "Small heading"$/);
    assert.match(first.lcpElement, /^p#main "A much longer paragraph/);
    assert.ok(first.lcp > first.fcp);
    assert.ok(first.hydrated >= 600, `hydrated at ${first.hydrated}`);
    assert.equal(first.fontsFinished, null);

    const returning = await measureOnce(browser, `${origin}/`, { cookies: [{ name: 'X_USER_CONSENT', value: 'true' }] });
    assert.equal(returning.consentShown, false);

    const picture = await measureOnce(browser, `${origin}/picture`);
    assert.equal(picture.lcpUrl, `${origin}/pic.svg`);
    assert.match(picture.lcpElement, /^img \/pic\.svg$/);
    assert.equal(picture.lcpPriority, 'High');
    // 32 KB over 1.6 Mbit/s: the picture's own load time shows in the breakdown.
    assert.ok(picture.breakdown.loadTime > 100, `load time ${picture.breakdown.loadTime}`);

    // Inter's file (about 48 KB) arrives well after the first paint under the profile.
    const swapped = await measureOnce(browser, `${origin}/font-swap`);
    assert.ok(swapped.fontsFinished > swapped.fcp, `font at ${swapped.fontsFinished}, FCP ${swapped.fcp}`);
    assert.equal(swapped.swap, true);
    const optional = await measureOnce(browser, `${origin}/font-optional`);
    assert.equal(optional.swap, false, `drawn in ${optional.fontAtEnd}`);
  } finally {
    await browser.close();
    server.close();
  }
});
