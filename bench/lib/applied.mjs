// The `applied` preset: Chromium's own timeline under the mobile profile, driven through CDP
// (Playwright's CDP session on Debian's Chromium), each page alternating with its floor.
// bench/README.md, "The applied preset", says what each figure is and why.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { htmlWeight, pageBytes } from './bytes.mjs';
import { HYDRATED_MARK, median } from './lighthouse.mjs';

/**
 * The profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×, no cache, a
 * 390 × 800 phone (device pixel ratio 2). The rates are the ones Lighthouse's `devtools`
 * throttling hands Chromium for the same figures (Kbit/s × 1024 / 8 bytes per second), so the
 * hydration preset and this one load over the same link.
 */
export const appliedProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: Math.floor((1.6 * 1024 * 1024) / 8),
  uploadBytesPerSecond: Math.floor((750 * 1024) / 8),
  cpuSlowdown: 4,
  viewport: { width: 390, height: 800 },
  deviceScaleFactor: 2,
};

/**
 * The visits measured by default: a first visit (no cookies: the consent dialog shows) and a
 * returning one (consent given to the essential services).
 */
export const visits = ['first', 'returning'];
/**
 * Every visit `BENCH_VISITS` may name: also `field-data`, a returning visitor who allowed field
 * data (the `FIELD_DATA` service, issue 49) as well, whose page loads web-vitals after it is
 * interactive; next to `returning`, it shows whether that moves LCP or hydration.
 */
export const knownVisits = [...visits, 'field-data'];

/**
 * The cookies of a visitor who has decided (the essential services' consent cookies and the
 * policy revision of this build), from the consent layer's own registry, as the e2e suite's
 * `grantConsent` sets them.
 */
export async function returningCookies(env = process.env, extraKeys = []) {
  const services = await tsImport('@site/consent/services', import.meta.url);
  const config = await tsImport('@site/consent/config', import.meta.url);
  const revision = config.parsePolicyRevision(env.CONSENT_POLICY_REVISION);
  return [
    ...[...services.essentialKeys, ...extraKeys].map((key) => ({ name: services.consentCookieName(key), value: services.CONSENT_COOKIE_VALUE })),
    { name: services.CONSENT_REVISION_COOKIE, value: String(revision) },
  ];
}

/** Each visit's cookies: none on a first visit; the field-data visit's are the returning visit's and FIELD_DATA's. */
export async function visitCookies(env = process.env) {
  const [returning, fieldData] = await Promise.all([returningCookies(env), returningCookies(env, ['FIELD_DATA'])]);
  return { first: [], returning, 'field-data': fieldData };
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags], headless: true });
}

/**
 * Runs in the page once it has settled: every figure from the page's own timeline (times from
 * navigation start). The LCP element is described by its tag and text, or its image's URL (a
 * data: URL by its type only), with the id of its nearest ancestor that has one; every
 * candidate in order, so a later frame's larger element shows (`chain`). web.dev's LCP
 * breakdown: time to first byte, then for an image the load delay (TTFB → its request), load
 * time and render delay (its arrival → LCP); for text all after TTFB is render delay.
 */
/* c8 ignore start: runs in Chromium */
export function pageFigures(hydratedMark) {
  const entriesOf = (type) =>
    new Promise((ok) => {
      const list = [];
      const observer = new PerformanceObserver((l) => list.push(...l.getEntries()));
      observer.observe({ type, buffered: true });
      setTimeout(() => {
        list.push(...observer.takeRecords());
        observer.disconnect();
        ok(list);
      }, 50);
    });
  const short = (url) => {
    if (!url) return null;
    if (url.startsWith('data:')) return `${url.slice(0, url.search(/[;,]/))}…`;
    const u = new URL(url, location.href);
    return u.origin === location.origin ? u.pathname : u.href;
  };
  const describe = (entry) => {
    const el = entry.element;
    const tag = el ? el.tagName.toLowerCase() : 'removed';
    const within = el?.closest('[id]')?.id;
    const what = entry.url ? short(entry.url) : `"${(el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 48)}"`;
    return `${tag}${within ? `#${within}` : ''} ${what}`;
  };
  return Promise.all([entriesOf('paint'), entriesOf('largest-contentful-paint')]).then(([paints, lcps]) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource');
    const fcp = paints.find((p) => p.name === 'first-contentful-paint')?.startTime ?? null;
    const last = lcps[lcps.length - 1];
    const fonts = resources.filter((r) => /\.woff2?(\?|$)/.test(r.name));
    const image = last?.url && !last.url.startsWith('data:') ? resources.find((r) => r.name === last.url) : null;
    const ttfb = nav.responseStart;
    const breakdown = !last
      ? null
      : image
        ? {
            ttfb,
            loadDelay: image.startTime - ttfb,
            loadTime: image.responseEnd - image.startTime,
            renderDelay: last.startTime - image.responseEnd,
          }
        : { ttfb, loadDelay: 0, loadTime: 0, renderDelay: last.startTime - ttfb };
    // The element whose font the bench asks Chromium about (applied.mjs, `fontAtEnd`): the LCP
    // element when it holds text itself, else the page's first heading.
    const holdsText = (el) => el && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const lcpEl = last?.element;
    window.__benchFontNode = holdsText(lcpEl)
      ? lcpEl
      : (lcpEl && [...lcpEl.querySelectorAll('*')].find(holdsText)) || document.querySelector('h1') || document.body;
    const mark = performance.getEntriesByName(hydratedMark, 'mark')[0];
    return {
      fcp,
      lcp: last?.startTime ?? null,
      lcpElement: last ? describe(last) : null,
      lcpUrl: last?.url || null,
      lcpChain: lcps.map(describe),
      breakdown,
      htmlReceived: nav.responseEnd,
      htmlEncodedBytes: nav.encodedBodySize,
      htmlDecodedBytes: nav.decodedBodySize,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      fontsFinished: fonts.length ? Math.max(...fonts.map((f) => f.responseEnd)) : null,
      fontFiles: fonts.map((f) => short(f.name)),
      hydrated: mark ? mark.startTime : null,
      requests: resources.length + 1,
      consentShown: document.documentElement.hasAttribute('data-consent'),
    };
  });
}
/* c8 ignore stop */

/** Whether Chromium drew `window.__benchFontNode`'s text in a web font (CSS.getPlatformFontsForNode), asked once the page has settled. */
async function fontAtEnd(cdp) {
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('DOM.getDocument', { depth: 0 });
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window.__benchFontNode' });
    if (!result.objectId) return null;
    const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return { webFont: fonts.some((f) => f.isCustomFont), families: fonts.map((f) => f.familyName) };
  } catch {
    return null;
  }
}

/**
 * One load of `url` under the profile in a fresh context (no cache, no cookies but `cookies`):
 * waits for the `hydrated` mark when `expectMark` (up to 30 s), then for the network to be quiet
 * (the first visit's font comes after the scripts), and reads the page's figures. The font
 * changed after the first paint (`swap`) when the text is drawn in the web font at the end and
 * the font file arrived after the first contentful paint.
 */
export async function measureOnce(browser, url, { cookies = [], expectMark = true, profile = appliedProfile } = {}) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const priorities = new Map();
    cdp.on('Network.requestWillBeSent', (e) => priorities.set(e.request.url, e.request.initialPriority));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBytesPerSecond,
      uploadThroughput: profile.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    if (expectMark) {
      await page
        .waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, HYDRATED_MARK, { polling: 250, timeout: 30_000 })
        .catch(() => {});
    }
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const figures = await page.evaluate(pageFigures, HYDRATED_MARK);
    const font = await fontAtEnd(cdp);
    return {
      ...figures,
      contentEncoding: response.headers()['content-encoding'] ?? 'identity',
      lcpPriority: figures.lcpUrl ? (priorities.get(figures.lcpUrl) ?? null) : null,
      fontAtEnd: font?.families ?? null,
      swap: font == null ? null : Boolean(font.webFont && figures.fontsFinished != null && figures.fcp != null && figures.fontsFinished > figures.fcp),
    };
  } finally {
    await context.close();
  }
}

/** The value found most often (the first of equals). */
export function mode(values) {
  const counts = new Map();
  for (const v of values) if (v != null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)) best = v;
  return best;
}

const numbers = ['fcp', 'lcp', 'htmlReceived', 'htmlEncodedBytes', 'htmlDecodedBytes', 'domContentLoaded', 'load', 'fontsFinished', 'hydrated', 'requests'];

/** The medians of a page's runs (each figure its own median), the LCP element and chain seen most often, and how many runs swapped fonts. */
export function summarise(runs) {
  const ok = runs.filter((r) => !r.error);
  const m = Object.fromEntries(numbers.map((k) => [k, median(ok.map((r) => r[k]))]));
  const parts = ['ttfb', 'loadDelay', 'loadTime', 'renderDelay'];
  return {
    runs: ok.length,
    errors: runs.filter((r) => r.error).map((r) => r.error),
    ...m,
    lcpElement: mode(ok.map((r) => r.lcpElement)),
    lcpChain: mode(ok.map((r) => r.lcpChain.join(' → '))),
    lcpPriority: mode(ok.map((r) => r.lcpPriority)),
    breakdown: ok.some((r) => r.breakdown) ? Object.fromEntries(parts.map((k) => [k, median(ok.map((r) => r.breakdown?.[k]))])) : null,
    contentEncoding: mode(ok.map((r) => r.contentEncoding)),
    fontFiles: mode(ok.map((r) => r.fontFiles.join(' '))),
    fontAtEnd: mode(ok.map((r) => r.fontAtEnd?.join(', '))),
    swaps: ok.filter((r) => r.swap).length,
    consentShown: ok.filter((r) => r.consentShown).length,
  };
}

const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);

/**
 * Every target (`{ type, id, locale, url, floorUrl, expectMark }`) for each visit, `runs` times,
 * each run of the page right after a run of its floor (`floorUrl`: the Next floor for the site,
 * the Vite floor for the registration app), so both see the same moment of a shared machine.
 * Per page and visit: the page's medians, the medians of the floor runs alternated with it, and
 * LCP × floor and hydrated × floor from those. `cookies`: each visit's (visitCookies).
 */
export async function runApplied({ targets, runs = 5, visitList = visits, cookies = {}, log = () => {} }) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const target of targets) {
      for (const visit of visitList) {
        const options = { cookies: cookies[visit] ?? [], expectMark: target.expectMark !== false };
        const floorOptions = { ...options, expectMark: target.floorExpectMark !== false };
        const pageRuns = [];
        const floorRuns = [];
        for (let i = 0; i < runs; i++) {
          for (const [url, list, opts] of [
            [target.floorUrl, floorRuns, floorOptions],
            [target.url, pageRuns, options],
          ]) {
            try {
              list.push(await measureOnce(browser, url, opts));
            } catch (error) {
              list.push({ error: String(error.message).slice(0, 200) });
            }
          }
        }
        const page = summarise(pageRuns);
        const floor = summarise(floorRuns);
        const row = {
          type: target.type,
          id: target.id,
          locale: target.locale,
          path: target.path,
          visit,
          page,
          floor,
          lcpVsFloor: ratio(page.lcp, floor.lcp),
          hydratedVsFloor: ratio(page.hydrated, floor.hydrated),
          pass: {
            lcp: ratio(page.lcp, floor.lcp) == null ? null : ratio(page.lcp, floor.lcp) <= 1.2,
            hydrated: ratio(page.hydrated, floor.hydrated) == null ? null : ratio(page.hydrated, floor.hydrated) <= 1.1,
          },
          runs: { page: pageRuns, floor: floorRuns },
        };
        rows.push(row);
        log(
          `applied ${target.type}:${target.id}:${target.locale} ${visit}: LCP ${Math.round(page.lcp)} ms (${row.lcpVsFloor?.toFixed(2)}× floor), ` +
            `hydrated ${page.hydrated == null ? '–' : `${Math.round(page.hydrated)} ms (${row.hydratedVsFloor?.toFixed(2)}×)`}, ${page.lcpElement}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The applied preset's targets: the site's pages (one of each type in both locales, the 404,
 * and `extras`) against the Next floor page of the same locale, the registration app's screens
 * against the Vite floor (which has no hydration mark: both render on the client).
 */
export function appliedTargets({ webPages, extras = [], registrationScreens = [], urls }) {
  const site = [...webPages, ...extras.filter((e) => !webPages.some((p) => p.path === e.path))].map((p) => ({
    ...p,
    url: `${urls.web}${p.path}`,
    floorUrl: `${urls.floor}/${p.locale}/`,
  }));
  const registration = urls.registration && urls.viteFloor
    ? registrationScreens.map((p) => ({ ...p, url: `${urls.registration}${p.path}`, floorUrl: `${urls.viteFloor}/${p.locale}/`, expectMark: false, floorExpectMark: false }))
    : [];
  return [...site, ...registration];
}

/**
 * Bytes of each measured page from the exported files (exact, unlike the timings): the HTML and
 * its inline RSC payload, brotli 11 as the server sends it, and the JavaScript the page loads
 * against its floor's (`bytes.mjs`, `pageBytes`). `files(target)` names the exported files:
 * `{ root, file, floorRoot, floorFile }`.
 */
export function appliedBytes(targets, files) {
  const seen = new Map();
  for (const t of targets) {
    const key = `${t.type}:${t.id}:${t.locale}`;
    if (seen.has(key)) continue;
    const { root, file, floorRoot, floorFile } = files(t);
    const html = htmlWeight(readFileSync(file, 'utf8'), root);
    const floorHtml = htmlWeight(readFileSync(floorFile, 'utf8'), floorRoot);
    const js = pageBytes(root, file).total;
    const floorJs = pageBytes(floorRoot, floorFile).total;
    seen.set(key, { type: t.type, id: t.id, locale: t.locale, path: t.path, html: html.html, payload: html.payload, js, floor: { html: floorHtml.html, payload: floorHtml.payload, js: floorJs } });
  }
  return [...seen.values()];
}
