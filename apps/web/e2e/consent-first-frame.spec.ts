import { randomIdPattern } from '@site/validation/ids';
import type { BrowserContext } from '@playwright/test';
import { legalPath } from '@site/config/routes';
import { CONSENT_ID_COOKIE, serviceKeys, essentialKeys } from '@site/consent/services';
import {
  choose,
  consentText,
  describeConsentFirstFrame,
  dialog,
  expect,
  holdRequests,
  recordConsentRecords,
  test,
  watch,
} from '@site/testing';
import { locales } from './helpers';

const consentId = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === CONSENT_ID_COOKIE)?.value.split('.')[0];

// The site's scripts are deferred chunks: the summary is in the HTML by DOMContentLoaded.
describeConsentFirstFrame({
  locales,
  scripts: '**/_next/static/**/*.js',
  paint: { waitUntil: 'domcontentloaded', seenBy: 'DOMContentLoaded' },
  legalLinks: (locale) => ({
    partners: legalPath(locale, 'partners'),
    privacy: legalPath(locale, 'privacy'),
    imprint: legalPath(locale, 'imprint'),
  }),
  firstChoice: 'rejectOptional',
  headingWithoutJavaScript: true,
});

test.describe('first visit', () => {
  test.use({ consentKeys: [] });

  test('the summary comes first in the HTML, and nothing but the HTML holds the first frame', async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    // Every file the HTML refers to (scripts, stylesheets, the font) is held back: the page is
    // still laid out with its own styles, so the first paint waits for the HTML alone. (A
    // stylesheet link would block that paint, and a Lighthouse first visit would count every
    // script that arrived meanwhile towards the LCP: the CSS is inlined, next.config.ts.)
    const held = await holdRequests(page, '**/_next/static/**');
    await page.goto('/en-EU/accounts/', { waitUntil: 'domcontentloaded' });
    const styled = await page.evaluate(() => ({
      backdrop: getComputedStyle(document.querySelector('.consent-backdrop')!).position,
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
    }));
    expect(styled).toEqual({ backdrop: 'fixed', stylesheets: 0 });
    // The chunks are asked for in the task after the frame that draws the summary.
    await expect.poll(() => held.count()).toBeGreaterThan(0);
    await held.release();
    // The browser paints while it is still parsing: the summary, the page's largest text on a
    // first visit, is in that first frame only if nothing of the page comes before it.
    const beforeSummary = await page.evaluate(() => {
      const summary = document.getElementById('consent-summary')!;
      return ['header', 'main', 'footer'].filter(
        (selector) => summary.compareDocumentPosition(document.querySelector(selector)!) & Node.DOCUMENT_POSITION_PRECEDING,
      );
    });
    expect(beforeSummary).toEqual([]);
    // Only the skip link comes first (off-screen, it paints nothing): it must stay the page's
    // first link, or it is no longer a skip link (axe's 'region' rule, WCAG 2.4.1).
    const firstLink = await page.evaluate(() => document.querySelector('body a[href]')?.className);
    expect(firstLink).toBe('skip-link');
    // Nothing of the first frame waits for the font (a preloaded `optional` font holds the first
    // paint): the HTML does not preload it and the page is drawn in the size-adjusted fallback.
    // (React still preloads it from the page's data once the scripts run: into the cache for the
    // page the choice reloads.)
    const html = await (await page.request.get('/en-EU/accounts/')).text();
    expect(html).not.toMatch(/<link[^>]+as="font"/);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.split(',')[0]).toBe('"bodyFont Fallback"');
  });
});

test.describe('script chunks', () => {
  test.use({ consentKeys: [] });

  test('are requested and run only once the frame that draws the summary is produced, the font after the paint and them, and then the summary works', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    // When each chunk's <script> joins the document (only then does it run), and when the first
    // frame with the summary in it begins (its animation-frame callbacks run before it is drawn),
    // seen from the start.
    await page.addInitScript(() => {
      const added: number[] = [];
      const marks = { __chunkScriptsAdded: added, __summaryFrame: NaN };
      Object.assign(window, marks);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            // (Next's `nomodule` polyfills, in the HTML, never run in a browser with modules.)
            if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule) added.push(performance.now());
            if (node instanceof HTMLElement && node.id === 'consent-summary')
              requestAnimationFrame(() => Object.assign(window, { __summaryFrame: performance.now() }));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/de-DE/accounts/');
    // The font goes into the cache for the page the choice reloads; wait until it is requested.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')));
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const matching = (pattern: RegExp) => resources.filter((entry) => pattern.test(new URL(entry.name).pathname));
      const listed: string[] = JSON.parse(document.querySelector('script[data-after-paint]')!.getAttribute('data-after-paint')!);
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        run: (window as unknown as { __chunkScriptsAdded: number[] }).__chunkScriptsAdded,
        frame: (window as unknown as { __summaryFrame: number }).__summaryFrame,
        chunkStarts: resources.filter((entry) => listed.includes(new URL(entry.name).pathname)).map((entry) => entry.startTime),
        fonts: matching(/\.woff2$/).map((entry) => entry.startTime),
        listed: listed.length,
      };
    });
    // No chunk is requested, or runs, before the frame that draws the summary (the page's first
    // visit LCP element) has been produced: neither can hold that paint any more. They do not
    // wait for Chromium's report of it, which comes only when the parser lets it (README:
    // Decisions). The summary's frame came first, and the paint was reported.
    // The HTML preloads none of them (the loader preloads them with the page's payload, in that task).
    expect(await (await page.request.get('/de-DE/accounts/')).text()).not.toMatch(/<link[^>]+as="script"/);
    expect(timing.frame).toBeGreaterThan(0);
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.chunkStarts).toHaveLength(timing.listed);
    for (const at of timing.chunkStarts) expect(at, `a chunk requested at ${at} ms, the summary's frame at ${timing.frame} ms`).toBeGreaterThan(timing.frame);
    expect(timing.run.length).toBeGreaterThanOrEqual(timing.listed);
    for (const at of timing.run) expect(at, `a chunk added at ${at} ms, the summary's frame at ${timing.frame} ms`).toBeGreaterThan(timing.frame);
    const chunksStart = Math.max(...timing.chunkStarts);
    // On a first visit the page keeps the fallback font: the file is only for the page the choice
    // reloads, so it never counts towards the LCP and does not start before the scripts the page
    // needs (its own preload waits for them to arrive; React adds one once it has hydrated).
    expect(timing.fonts.length).toBeGreaterThan(0);
    for (const start of timing.fonts) {
      expect(start, `the font requested at ${start} ms, the paint at ${timing.paint} ms`).toBeGreaterThan(timing.paint);
      expect(start, `the font requested at ${start} ms, the last chunk at ${chunksStart} ms`).toBeGreaterThan(chunksStart);
    }

    await choose(page, 'de-DE', 'acceptAll');
    await expect(dialog(page)).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(essentialKeys.map((k) => `${k}_USER_CONSENT`)));
  });
});

test.describe('consent records', () => {
  test.use({ consentKeys: [] });

  test('records each choice: summary, settings reached from it, and withdrawal from the footer', async ({
    page,
    context,
    baseURL,
  }) => {
    await watch(page, baseURL!);
    const records = await recordConsentRecords(context);
    await page.goto('/en-EU/');
    await choose(page, 'en-EU', 'acceptAll');
    const id = await consentId(context);
    expect(id).toMatch(randomIdPattern);
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toEqual({
      method: 'POST',
      consentId: id,
      revision: 1,
      services: Object.fromEntries(serviceKeys.map((key) => [key, true])),
      gpc: false,
      locale: 'en-EU',
      source: 'summary',
      path: '/en-EU/',
    });

    // Withdrawal from the footer: the settings show the id support can look the record up by.
    await page.goto('/en-EU/jobs/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    // en-EU writes the day as Europe does (25/11/2026), never in Intl's US order for plain 'en'.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-150', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date()),
    );
    await expect(dialog(page)).toContainText(consentText('en-EU', 'consentId').replace('{id}', id!).replace('{date}', today));
    await dialog(page).getByRole('switch', { name: 'Google Analytics' }).click();
    await choose(page, 'en-EU', 'acceptSelected');
    await expect.poll(() => records.length).toBe(2);
    expect(records[1]).toEqual({
      method: 'POST',
      consentId: id,
      revision: 1,
      services: Object.fromEntries(serviceKeys.map((key) => [key, key !== 'GOOGLE_ANALYTICS'])),
      gpc: false,
      locale: 'en-EU',
      source: 'footer',
      path: '/en-EU/jobs/',
    });
  });

  test('records a choice made in settings reached from the summary', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    const records = await recordConsentRecords(context);
    await page.goto('/de-DE/');
    await dialog(page).getByRole('button', { name: consentText('de-DE', 'showSettings') }).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText('de-DE', 'settingsTitle'));
    await choose(page, 'de-DE', 'acceptSelected');
    await expect.poll(() => records.length).toBe(1);
    expect(records[0]).toMatchObject({
      source: 'settings',
      locale: 'de-DE',
      path: '/de-DE/',
      services: Object.fromEntries(serviceKeys.map((key) => [key, essentialKeys.includes(key)])),
    });
  });

  test('a failed record never blocks the choice', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    await context.route('**/api/consent-records', (route) => route.abort('failed'));
    await page.goto('/en-EU/');
    await choose(page, 'en-EU', 'acceptAll');
    expect((await context.cookies()).map((c) => c.name)).toContain('GOOGLE_ANALYTICS_USER_CONSENT');
  });
});

test.describe('returning visitor', () => {
  test('the stylesheet asks for Inter while the first frame is laid out, the preload comes only after the paint, and the page is drawn in Inter', async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    // When the font's preload link enters the head (Chrome holds the first frame for a preloaded
    // `optional` font until it arrives: under the bench's applied profile, a whole second).
    await page.addInitScript(() => {
      const seen = window as Window & { fontPreloadAt?: number };
      new MutationObserver(() => {
        if (seen.fontPreloadAt === undefined && document.head?.querySelector('link[rel="preload"][as="font"]')) seen.fontPreloadAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/en-EU/accounts/');
    // Ours, and React's own once it has hydrated (the same file: one request).
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads.first()).toHaveAttribute('href', /\.woff2$/);
    const links = await preloads.evaluateAll((list) => list.map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]));
    expect(new Set(links.map(([href]) => href)).size).toBe(1);
    expect(links.every(([, cors]) => cors === '')).toBe(true);
    const timing = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ?? NaN,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      preload: (window as Window & { fontPreloadAt?: number }).fontPreloadAt ?? NaN,
    }));
    // Asked for by the stylesheet's first layout, before the load event (a first visit's waits for the preload).
    expect(timing.font).toBeLessThan(timing.load);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length)).toBe(1);
    expect(timing.preload).toBeGreaterThanOrEqual(timing.paint);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.split(',')[0]).toBe('bodyFont');
  });
});

