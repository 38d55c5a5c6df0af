import type { Page } from '@playwright/test';
import { expect, grantConsent, test } from '@site/testing';
import { essentialKeys } from '@site/consent/services';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { localizedPath, routes } from '@site/config/routes';
import { siteConfig, text } from './helpers';

// packages/consent/e2e.env configures the attribution service as attribution.vendor.test with
// the tracker 'e2etracker'; the campaign is the page's utm_campaign, by default 'Direct_Web_Reg' (§7).
const appStore = (page: Page, locale: Locale) =>
  page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', 'appStore') });

test.describe('on a phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
  test('the adgroup says Mobile', async ({ page, context, baseURL }) => {
    await grantConsent(context, baseURL!, [...essentialKeys, 'ADJUST']);
    await page.goto('/en-EU/');
    const link = appStore(page, 'en-EU');
    await expect(link).toHaveAttribute('href', /^https:\/\/attribution\.vendor\.test\//);
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('adgroup')).toBe('MobileEN');
  });
});

// The store and registration buttons (§7): the footer's App Store badge, 'Get the app' on the home page
// (shown on small screens, present in every page's HTML), the /app/ page, and 'Open account'.
const links = [
  {
    name: 'footer, App Store',
    path: '/',
    link: appStore,
    plain: () => siteConfig.appStoreUrl,
    creative: 'footer_app_store',
  },
  {
    name: 'home Get the app, App Store',
    path: '/',
    link: (page: Page) => page.locator('.store-buttons a[data-store="apple"]'),
    plain: () => siteConfig.appStoreUrl,
    creative: 'home_get_the_app_app_store',
  },
  {
    name: 'home Get the app, Play Store',
    path: '/',
    link: (page: Page) => page.locator('.store-buttons a[data-store="google"]'),
    plain: () => siteConfig.playStoreUrl,
    creative: 'home_get_the_app_play_store',
  },
  {
    name: '/app/ page, App Store',
    path: routes.appLink.path,
    link: (page: Page, locale: Locale) => page.getByRole('main').getByRole('link', { name: text(locale, 'Footer', 'appStore') }),
    plain: () => siteConfig.appStoreUrl,
    creative: 'app_page_app_store',
  },
  {
    name: '/app/ page, Play Store',
    path: routes.appLink.path,
    link: (page: Page, locale: Locale) => page.getByRole('main').getByRole('link', { name: text(locale, 'Footer', 'playStore') }),
    plain: () => siteConfig.playStoreUrl,
    creative: 'app_page_play_store',
  },
  {
    name: 'account comparison, Open account',
    path: routes.accounts.path,
    link: (page: Page, locale: Locale) => page.getByRole('main').getByRole('link', { name: text(locale, 'AccountComparison', 'openAccount') }),
    plain: (locale: Locale) => `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
    creative: 'accounts_open_account',
  },
  {
    name: 'home hero, Open your account',
    path: '/',
    link: (page: Page, locale: Locale) => page.getByRole('main').getByRole('link', { name: text(locale, 'HomePage', 'openAccount') }),
    plain: (locale: Locale) => `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
    creative: 'home_open_account',
  },
  {
    name: 'partner link expired, Restart registration',
    path: routes.partnerLinkExpired.path,
    link: (page: Page, locale: Locale) =>
      page.getByRole('main').getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') }),
    plain: (locale: Locale) => `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
    creative: 'partner_link_expired_restart',
  },
] as const;

// The pages that carry them, each loaded once per consent state.
const paths = [...new Set(links.map((item) => item.path))];

// Each test loads what were eight tests' pages.
test.describe.configure({ timeout: 120_000 });

test('without ADJUST consent every store and registration link is plain', async ({ page, context, baseURL }) => {
  await grantConsent(context, baseURL!, essentialKeys);
  for (const path of paths) {
    await page.goto(`${localizedPath('en-EU', path)}?utm_source=newsletter`);
    for (const item of links.filter((l) => l.path === path)) {
      await test.step(item.name, async () => {
        await expect(item.link(page, 'en-EU')).toHaveAttribute('href', item.plain('en-EU'));
      });
    }
  }
});

test('with ADJUST consent every link goes through the attribution service with campaign, adgroup, creative and utm parameters', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, [...essentialKeys, 'ADJUST']);
  for (const path of paths) {
    // `other` is not a utm parameter: it is never passed on.
    await page.goto(`${localizedPath('de-DE', path)}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=green&other=x`);
    for (const item of links.filter((l) => l.path === path)) {
      await test.step(item.name, async () => {
        const link = item.link(page, 'de-DE');
        await expect(link).toHaveAttribute('href', /^https:\/\/attribution\.vendor\.test\/e2etracker\?/);
        const url = new URL((await link.getAttribute('href'))!);
        expect(Object.fromEntries(url.searchParams)).toEqual({
          campaign: 'spring',
          adgroup: 'DesktopDE',
          creative: item.creative,
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'spring',
          utm_term: 'green',
          redirect: item.plain('de-DE'),
        });
      });
    }
  }

  await test.step('no utm_campaign: the campaign is the default Direct_Web_Reg', async () => {
    await page.goto('/en-EU/?utm_source=newsletter');
    const link = appStore(page, 'en-EU');
    await expect(link).toHaveAttribute('href', /^https:\/\/attribution\.vendor\.test\/e2etracker\?/);
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.searchParams.get('campaign')).toBe('Direct_Web_Reg');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
  });
});
