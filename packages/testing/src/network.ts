import type { Page, Request } from '@playwright/test';

/**
 * Records every request a page makes and answers any request to a host other than the ones
 * allowed with an empty 204, so no test ever reaches a third party. Tests assert on `foreign`.
 */
export async function recordRequests(page: Page, allowedOrigins: string[]) {
  const all: Request[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => all.push(request));
  await page.route(
    (url) => !allowedOrigins.includes(url.origin) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    async (route) => {
      foreign.push(route.request().url());
      await route.fulfill({ status: 204, body: '' });
    },
  );
  return { all, foreign };
}

/** A field-data beacon (`POST /api/v1/vitals`, packages/consent fieldData.ts): a first-party request of the FIELD_DATA service. */
export const isVitalsBeacon = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/vitals');

/**
 * Hides the page as switching tabs or apps does (`visibilitychange` to hidden): field data sends
 * its beacon then, and web-vitals reports its final values.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
