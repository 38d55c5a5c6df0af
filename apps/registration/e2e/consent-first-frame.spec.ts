import { consentLegalLinks } from '@site/config/routes';
import { fromRegistrationLocale } from '@site/i18n';
import {
  expect,
  expectConsentSummary,
  holdRequests,
  recordConsentRecords,
  recordSummaryVisibility,
  test,
} from '@site/testing';
import { registrationLocales, siteConfig } from './helpers';
import { choose, consentText, dialog, watch } from './consentHelpers';

// The consent summary is in each locale's index.html, painted before the app's script runs.
test.describe('first visit', () => {
  test.use({ consentKeys: [] });

  for (const locale of registrationLocales) {
    test(`the summary is painted from index.html before the app's script arrives, then works (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await watch(page, baseURL!);
      const records = await recordConsentRecords(context);
      const seen = await recordSummaryVisibility(page);
      const scripts = await holdRequests(page, '**/assets/*.js');
      // The app's entry is a module script, which DOMContentLoaded waits for: it is held back.
      await page.goto(`/${locale}/`, { waitUntil: 'commit' });
      const summary = dialog(page);
      const site = fromRegistrationLocale(locale);
      await expectConsentSummary(summary, (key) => consentText(locale, key), consentLegalLinks(site, siteConfig));
      // Painted in a frame while every script of the app was still held back.
      await expect.poll(seen).toContain('frame');
      expect(scripts.count()).toBeGreaterThan(0);

      await scripts.release();
      await choose(page, locale, 'acceptAll');
      await expect.poll(() => records.length).toBe(1);
      expect(records[0]).toMatchObject({ source: 'summary', locale: fromRegistrationLocale(locale), path: `/${locale}/`, gpc: false });
    });
  }

  test('a button pressed before the app\'s script ran is carried out once it runs', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/enEU/', { waitUntil: 'commit' });
    await dialog(page).getByRole('button', { name: consentText('enEU', 'rejectOptional') }).click();
    expect((await context.cookies()).length).toBe(0);
    await Promise.all([page.waitForEvent('load'), scripts.release()]);
    await expect(dialog(page)).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).toContain('CONTENTFUL_USER_CONSENT');
  });

  test('under Global Privacy Control the summary says so and Reject optional has the focus', async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
    });
    await page.goto('/deDE/');
    await expect(dialog(page).getByText(consentText('deDE', 'gpcNotice'))).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: consentText('deDE', 'rejectOptional') })).toBeFocused();
  });
});

test('a returning visitor never sees the dialog, not even in the first frame', async ({ page, baseURL }) => {
  await watch(page, baseURL!);
  const seen = await recordSummaryVisibility(page);
  await page.goto('/deDE/');
  await page.waitForLoadState('networkidle');
  expect(await seen()).toEqual([]);
  await expect(dialog(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ consentKeys: [], javaScriptEnabled: false });

  test('the dialog is not shown', async ({ page }) => {
    await page.goto('/enEU/');
    await expect(page.locator('#consent-summary')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
