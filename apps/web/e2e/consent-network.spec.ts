import {
  choose,
  consentText,
  cookieNames,
  dialog,
  essentialCookieNames,
  essentialVendors,
  expect,
  grantConsent,
  marketingVendors,
  NOTIFY_ENDPOINT,
  SESSIONS_ENDPOINT,
  test,
  testConsentChoicesLoadVendors,
  watch,
} from '@site/testing';
import { essentialKeys, optionalKeys, type ServiceKey } from '@site/consent/services';
import { localizedPath, routeList } from '@site/config/routes';
import { locales } from './helpers';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

// Every page type of the site plus the 404 page, in both locales.
const pages = locales.flatMap((locale) => [
  ...routeList.map((route) => localizedPath(locale, route.path)),
  `/${locale}/no-such-page/`,
]);

test.describe('a) a fresh visit', () => {
  for (const path of pages) {
    test(`loads essential services only and sets no cookie but essential ones: ${path}`, async ({ page, context, baseURL }) => {
      const network = await watch(page, baseURL!);
      await page.goto(path);
      await expect(dialog(page)).toBeVisible();
      // The essential vendors have loaded, so the page has had its chance to load more.
      await expect.poll(() => [...network.vendors()].sort()).toEqual(essentialVendors);
      await page.waitForLoadState('networkidle');
      expect([...network.vendors()].sort()).toEqual(essentialVendors);
      expect((await cookieNames(context)).filter((n) => !essentialCookieNames.includes(n))).toEqual([]);
    });
  }
});

testConsentChoicesLoadVendors('/en-EU/', 'en-EU', ['/de-DE/', '/en-EU/no-such-page/', '/en-EU/']);

test('d) accept selected with analytics only loads analytics and no marketing vendor', async ({ page, baseURL }) => {
  const network = await watch(page, baseURL!);
  await page.goto('/en-EU/');
  await dialog(page).getByRole('button', { name: consentText('en-EU', 'showSettings') }).click();
  await dialog(page).getByRole('switch', { name: 'Google Analytics' }).click();
  await choose(page, 'en-EU', 'acceptSelected');
  await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(marketingVendors.filter((key) => network.vendors().has(key))).toEqual([]);
  const consentUpdate = await page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
      .map((entry) => Array.from(entry))
      .find((entry) => entry[0] === 'consent' && entry[1] === 'update'),
  );
  expect(consentUpdate?.[2]).toEqual({
    ad_storage: 'denied',
    analytics_storage: 'granted',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
});

test('the Consent Mode default (all denied) is pushed before GTM loads', async ({ page, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto('/en-EU/');
  await expect(dialog(page)).toBeVisible();
  const layer = await page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
  const defaultIndex = layer.findIndex((e) => Array.isArray(e) && e[0] === 'consent' && e[1] === 'default');
  const gtmIndex = layer.findIndex((e) => !Array.isArray(e) && (e as { event?: string }).event === 'gtm.js');
  expect(defaultIndex).toBeGreaterThanOrEqual(0);
  expect(defaultIndex).toBeLessThan(gtmIndex);
  expect((layer[defaultIndex] as unknown[])[2]).toMatchObject({
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
});

test.describe('j) error reporting', () => {
  async function throwAndCollect(page: import('@playwright/test').Page, baseURL: string, keys: readonly ServiceKey[]) {
    await grantConsent(page.context(), baseURL, keys);
    const network = await watch(page, baseURL);
    await page.goto('/en-EU/');
    return network;
  }
  const notifyPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
  const sessionPosts = (network: Awaited<ReturnType<typeof watch>>) =>
    network.all.filter((r) => r.url().startsWith(SESSIONS_ENDPOINT) && r.method() === 'POST');

  test('with BUGSNAG consent a thrown error posts one event to the notify endpoint', async ({ page, baseURL }) => {
    const network = await throwAndCollect(page, baseURL!, [...essentialKeys, 'BUGSNAG']);
    await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
    const posted = page.waitForRequest((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
    });
    const request = await posted;
    const body = request.postDataJSON() as { events: { exceptions: { message: string }[] }[] };
    expect(body.events).toHaveLength(1);
    expect(body.events[0]!.exceptions[0]!.message).toBe('e2e: thrown on purpose');
    await page.waitForLoadState('networkidle');
    expect(notifyPosts(network)).toHaveLength(1);
  });

  test('with BUGSNAG consent the reporter posts exactly one session record', async ({ page, baseURL }) => {
    const network = await throwAndCollect(page, baseURL!, [...essentialKeys, 'BUGSNAG']);
    await expect.poll(() => sessionPosts(network).length).toBe(1);
    const body = sessionPosts(network)[0]!.postDataJSON() as { sessions: { id: string }[] };
    expect(body.sessions).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(sessionPosts(network)).toHaveLength(1);
  });

  test('without BUGSNAG consent nothing is posted', async ({ page, baseURL }) => {
    const network = await throwAndCollect(page, baseURL!, [...essentialKeys, ...optionalKeys.filter((k) => k !== 'BUGSNAG')]);
    await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on');
    expect(notifyPosts(network)).toEqual([]);
    expect(sessionPosts(network)).toEqual([]);
  });
});
