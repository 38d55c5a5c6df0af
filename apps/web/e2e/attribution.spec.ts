import { expect, test } from '@playwright/test';
import { grantConsent } from '@site/testing';
import { essentialKeys } from '@site/consent/services';
import { siteConfig, text } from './helpers';

// packages/consent/e2e.env configures the attribution service as attribution.vendor.test with
// the tracker 'e2etracker'; the default campaign is 'Direct_Web_Reg' (§7).
const appStore = (page: import('@playwright/test').Page, locale: 'de-DE' | 'en-EU') =>
  page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', 'appStore') });

test('without ADJUST consent the footer links straight to the store', async ({ page, context, baseURL }) => {
  await grantConsent(context, baseURL!, essentialKeys);
  await page.goto('/en-EU/?utm_source=newsletter');
  await expect(appStore(page, 'en-EU')).toHaveAttribute('href', siteConfig.appStoreUrl);
});

test('with ADJUST consent the store link carries campaign, adgroup, creative and utm parameters', async ({
  page,
  context,
  baseURL,
}) => {
  await grantConsent(context, baseURL!, [...essentialKeys, 'ADJUST']);
  await page.goto('/de-DE/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=green&other=x');
  const link = appStore(page, 'de-DE');
  await expect(link).toHaveAttribute('href', /^https:\/\/attribution\.vendor\.test\/e2etracker\?/);
  const url = new URL((await link.getAttribute('href'))!);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    campaign: 'Direct_Web_Reg',
    adgroup: 'DesktopDE',
    creative: 'footer_app_store',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
    utm_term: 'green',
    redirect: siteConfig.appStoreUrl,
  });
});

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
