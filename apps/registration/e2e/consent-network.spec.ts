import {
  closePage,
  cookieNames,
  dialog,
  essentialVendors,
  expect,
  grantConsent,
  hidePage,
  NOTIFY_ENDPOINT,
  openWatchedPage,
  SESSIONS_ENDPOINT,
  test,
  watch,
} from '@site/testing';
import { essentialKeys, optionalKeys } from '@site/consent/services';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

// Third-party loading in the registration app (§3, §7). Every foreign
// request is answered by a stub (watch) and recorded.
const pages = ['/deDE/', '/enEU/', '/deDE/error', '/enEU/error'];

test('a) a fresh visit shows the dialog, loads essential services only, sets no cookie: ' + pages.join(', '), async ({ context, baseURL }) => {
  test.setTimeout(pages.length * 30_000);
  // Each page in a new tab of the context, with no cookie stored: a first visit each.
  for (const path of pages) {
    await test.step(path, async () => {
      await context.clearCookies();
      const { page, network } = await openWatchedPage(context, baseURL!, path);
      await expect(dialog(page)).toBeVisible();
      await expect.poll(() => [...network.vendors()].sort()).toEqual(essentialVendors);
      // Hidden, as a tab switch does: field data (FIELD_DATA), had it loaded, would send its beacon now.
      await hidePage(page);
      await page.waitForLoadState('networkidle');
      expect([...network.vendors()].sort()).toEqual(essentialVendors);
      expect(await cookieNames(context)).toEqual([]);
      await closePage(page);
    });
  }
});

// b) and c), the choices that govern later pages: consent-dialog.spec.ts (testRejectThenSettings, testAcceptAll).

test.describe('j) a crash shows the error page and is reported only with BUGSNAG consent', () => {
  async function crash(page: import('@playwright/test').Page) {
    // A client-side navigation to the test-only crash route, once the page (and with consent,
    // Bugsnag) has started.
    await page.evaluate(() => {
      history.pushState(null, '', '/enEU/crash-test');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/enEU\/crash-test$/);
  }
  const notifyPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
  const sessionPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(SESSIONS_ENDPOINT) && r.method() === 'POST');

  test('with consent: one event', async ({ page, context, baseURL }) => {
    await grantConsent(context, baseURL!, [...essentialKeys, 'BUGSNAG']);
    const network = await watch(page, baseURL!);
    await page.goto('/enEU/');
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
    const posted = page.waitForRequest((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
    await crash(page);
    await posted;
    await page.waitForLoadState('networkidle');
    expect(notifyPosts(network)).toHaveLength(1);
    // One session record, started with the reporter; none per navigation.
    expect(sessionPosts(network)).toHaveLength(1);
    expect((sessionPosts(network)[0]!.postDataJSON() as { sessions: unknown[] }).sessions).toHaveLength(1);
  });

  test('without consent: none', async ({ page, context, baseURL }) => {
    await grantConsent(context, baseURL!, [...essentialKeys, ...optionalKeys.filter((k) => k !== 'BUGSNAG')]);
    const network = await watch(page, baseURL!);
    await page.goto('/enEU/');
    await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
    await crash(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on');
    expect(notifyPosts(network)).toEqual([]);
    expect(sessionPosts(network)).toEqual([]);
  });
});
