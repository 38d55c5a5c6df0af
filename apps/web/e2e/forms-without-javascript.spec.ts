import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import { locales, text } from './helpers';

// Every form of the site is sent by the page's script. Without it (JavaScript off, a chunk that
// failed to load, Enter before hydration) the browser must never send it itself with the typed
// values in the URL, where they would land in the history, CDN logs and Referer headers.
test.use({ javaScriptEnabled: false });

const forms: { name: string; path: string }[] = [
  { name: 'password reset', path: '/account/password-reset/#reset-1d-anna' },
  { name: 'partner registration', path: '/account/partner-registration/#partner-1d-anna' },
  { name: 'reimbursement', path: '/account/reimbursement/#refund-1d-ben' },
  { name: 'newsletter sign-up', path: routes.newsletter.path },
  { name: 'newsletter sign-up on the home page', path: '/' },
  { name: 'crowdinvesting sign-up', path: routes.crowdinvesting.path },
  { name: 'investing waiting list', path: routes.investingWaitingList.path },
  { name: 'app testers (iou) sign-up', path: routes.appTesters.path },
  { name: 'budget calculator', path: routes.budgetCalculator.path },
  { name: '50-30-20 check', path: routes.budgetCheck.path },
];

/** Fills every field of the form with a value of its own; returns the values. */
async function fillEverything(form: Locator): Promise<string[]> {
  const values: string[] = [];
  const inputs = form.locator('input:not([type=checkbox]):not([type=hidden]):visible');
  for (let i = 0; i < (await inputs.count()); i += 1) {
    const input = inputs.nth(i);
    const short = Number((await input.getAttribute('maxlength')) ?? 100) <= 4;
    const value = short ? `${11 + i}` : `Secret${i}x${i === 0 ? '@example.com' : ''}`;
    await input.fill(value);
    values.push(value);
  }
  const boxes = form.locator('input[type=checkbox]');
  for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check({ force: true });
  return values;
}

const carriesAny = (url: string, values: string[]) =>
  values.some((value) => url.includes(value) || url.includes(encodeURIComponent(value)));

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

// One test per locale walks every form in one page (the notice's text is the locale's); each
// form is a step of its own, with the same checks as when each had its own test.
test.describe.configure({ timeout: 180_000 });

for (const locale of locales) {
  test(`every form (${locale}): says it needs JavaScript and never sends the values in a URL`, async ({ page }) => {
    const requests = recordRequests(page);
    for (const { name, path } of forms) {
      await test.step(name, async () => {
        const url = localizedPath(locale, path);
        await page.goto(url);
        const form = page.getByRole('main').locator('form').first();
        const notice = form.getByRole('note');
        await expect(notice).toBeVisible();
        await expect(notice).toHaveText(text(locale, 'Common', 'formNeedsJavaScript'));

        const values = await fillEverything(form);
        requests.length = 0;
        // Enter in a field and a click on the submit button: the browser's own ways to send.
        await form.locator('input:visible').first().press('Enter');
        const submit = form.locator('button[type=submit]');
        if ((await submit.count()) > 0) {
          await expect(submit).toBeDisabled();
          await submit.click({ force: true });
        }
        await expect(page).toHaveURL(url);
        expect(requests.filter((r) => carriesAny(r.url(), values)).map((r) => r.url())).toEqual([]);

        // Whatever else might send the form natively: its values go in a POST body, never a URL.
        // (The page that answers it replaces this one: wait for that, or the next form's page
        // would be interrupted by it.)
        const answered = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
        const [sent] = await Promise.all([
          page.waitForRequest((r) => r.isNavigationRequest()),
          form.evaluate((element: HTMLFormElement) => element.submit()),
        ]);
        expect(sent.method()).toBe('POST');
        expect(new URL(sent.url()).search).toBe('');
        expect(carriesAny(sent.url(), values)).toBe(false);
        // The static host serves no page for a POST (scripts/serve.mjs, like a CDN's asset server).
        expect((await sent.response())?.status()).toBe(405);
        await answered;
        await page.waitForLoadState();
        expect(new URL(page.url()).search).toBe('');
        expect(carriesAny(page.url(), values)).toBe(false);
      });
    }
  });
}
