import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';

// Issue 48: a phone's screen, a returning visitor (consent given, no dialog), and a link slow
// enough that the HTML arrives in pieces, so the parser is still at work when a frame could come.
test.use({ viewport: { width: 390, height: 800 } });

test("home: the first frame draws the whole first screen without waiting for the page's rest, and its largest text paints with it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 40_000, uploadThroughput: 40_000 });
  // A frame's animation callbacks run in that frame, and not while rendering is blocked: the
  // first one sees the document as the first frame drew it.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const seen = (selector: string) => document.querySelector(selector) !== null;
      document.documentElement.dataset.firstFrame = JSON.stringify({
        depositNotice: seen('#first-screen [data-notice="depositGuarantee"]'),
        footer: seen('footer'),
      });
    });
  });
  await page.goto(href('home', 'en-EU'));

  const firstFrame = JSON.parse((await page.locator('html').getAttribute('data-first-frame')) ?? 'null');
  expect(firstFrame).toEqual({ depositNotice: true, footer: false });
  // The largest text (the deposit notice under the hero) is a candidate of that first frame only.
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; text: { time: number; inFirstScreen: boolean }[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[];
          resolve({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
            text: entries
              .filter((entry) => !entry.url)
              .map((entry) => ({ time: entry.startTime, inFirstScreen: entry.element?.closest('#first-screen') != null })),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(paints.text.length).toBeGreaterThan(0);
  for (const candidate of paints.text) expect(candidate).toEqual({ time: paints.fcp, inFirstScreen: true });
});
