import { expect, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { consentCookieName, essentialKeys, type ServiceKey } from '@site/consent/services';

/**
 * Stores consent before a page loads, as a returning visitor would have it. Tests of other
 * features use it so the consent dialog (modal, page behind inert) does not cover the page.
 */
export async function grantConsent(
  context: BrowserContext,
  baseURL: string,
  keys: readonly ServiceKey[] = essentialKeys,
): Promise<void> {
  await context.addCookies(keys.map((key) => ({ name: consentCookieName(key), value: 'true', url: baseURL })));
}

/**
 * Records, from before the page's first script, whether the consent summary (the dialog in the
 * page's HTML) is ever displayed: after every DOM mutation while the HTML is parsed, at
 * DOMContentLoaded and on every frame until the load event. Returns a reader of the moments.
 */
export async function recordSummaryVisibility(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __summarySeen: string[] }).__summarySeen = seen;
    const check = (when: string) => {
      const summary = document.getElementById('consent-summary');
      if (summary && getComputedStyle(summary).display !== 'none' && !seen.includes(when)) seen.push(when);
    };
    new MutationObserver(() => check('parsing')).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('DOMContentLoaded', () => check('DOMContentLoaded'));
    const frame = () => {
      check('frame');
      if (document.readyState !== 'complete') requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () => page.evaluate(() => (window as unknown as { __summarySeen: string[] }).__summarySeen);
}

/** Every consent record the context's pages post (`…/consent-records`), answered with 201. */
export async function recordConsentRecords(context: BrowserContext): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  await context.route('**/consent-records', async (route) => {
    records.push({ method: route.request().method(), ...(route.request().postDataJSON() as Record<string, unknown>) });
    await route.fulfill({ status: 201 });
  });
  return records;
}

/** Holds back every request matching `pattern` (the page's scripts) until `release`. */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      await page.unroute(pattern);
      // A request the page gave up meanwhile (a script element it removed) needs no answer.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

type SummaryText = 'title' | 'intro' | 'rejectOptional' | 'acceptAll' | 'showSettings' | 'partners' | 'privacy' | 'imprint';

/** The consent summary of a page: its texts, buttons in order, and legal links (§4). */
export async function expectConsentSummary(
  summary: Locator,
  text: (key: SummaryText) => string,
  links: Record<'partners' | 'privacy' | 'imprint', string>,
) {
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAccessibleName(text('title'));
  await expect(summary).toContainText(text('intro'));
  await expect(summary.getByRole('button')).toHaveText([text('rejectOptional'), text('acceptAll'), text('showSettings')]);
  for (const link of ['partners', 'privacy', 'imprint'] as const) {
    await expect(summary.getByRole('link', { name: text(link), exact: true })).toHaveAttribute('href', links[link]);
  }
}
