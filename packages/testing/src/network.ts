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
