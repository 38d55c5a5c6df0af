import type { Locator, Page } from '@playwright/test';
import type { Locale, RegistrationLocale } from '@site/i18n';
import type { ServiceKey } from '@site/consent/services';
import { choose, configuredVendors, consentText, cookieNames, dialog, essentialCookieNames, essentialVendors, watch } from './consentDialog';
import { expect, test } from './fixtures';

/**
 * The consent scenarios both apps share, written once: each app's spec calls them with its own
 * home page, locale spelling and pages (as testConsentCookieAttributes does for the cookies).
 */

async function focusStaysInside(page: Page, key: 'Tab' | 'Shift+Tab') {
  const count = await dialog(page).locator('a[href], button:not([disabled])').count();
  for (let i = 0; i < count + 3; i += 1) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
}

/** §4: the dialog is modal; Tab and Shift+Tab never leave it, in the summary or in settings. */
export function testFocusStaysInDialog(home: string, locale: Locale | RegistrationLocale): void {
  test('Tab and Shift+Tab stay inside the dialog, in the summary and in settings', async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    await page.goto(home);
    await expect(dialog(page)).toBeVisible();
    await focusStaysInside(page, 'Tab');
    await focusStaysInside(page, 'Shift+Tab');
    await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await focusStaysInside(page, 'Tab');
    await focusStaysInside(page, 'Shift+Tab');
  });
}

/**
 * §4 f): the dialog is modal. Escape neither closes it nor stores anything, and each choice
 * reloads the page exactly once: the first in the summary, then one made again in the settings
 * that the footer's `cookieSettings` button opens.
 */
export function testOneReloadPerChoice(home: string, locale: Locale | RegistrationLocale, cookieSettings: (page: Page) => Locator): void {
  test('exactly one reload per choice, and Escape changes nothing', async ({ page, context, baseURL }) => {
    const network = await watch(page, baseURL!);
    await page.goto(home);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    expect(await cookieNames(context)).toEqual([]);
    expect(network.loads()).toBe(1);
    await choose(page, locale, 'rejectOptional');
    await page.waitForLoadState('networkidle');
    expect(network.loads()).toBe(2);
    await cookieSettings(page).click();
    await choose(page, locale, 'acceptSelected');
    await page.waitForLoadState('networkidle');
    expect(network.loads()).toBe(3);
  });
}

/**
 * §3/§7: a choice governs every later page. b) after 'reject optional' on `home`, three more
 * navigations (`morePages`) load essential services only; c) after 'accept all', every
 * configured vendor is requested.
 */
export function testConsentChoicesLoadVendors(home: string, locale: Locale | RegistrationLocale, morePages: string[]): void {
  test(`b) after reject optional, ${morePages.length} more navigations load essential services only`, async ({ page, context, baseURL }) => {
    const network = await watch(page, baseURL!);
    await page.goto(home);
    await choose(page, locale, 'rejectOptional');
    for (const path of morePages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(dialog(page)).toHaveCount(0);
    }
    expect([...network.vendors()].sort()).toEqual(essentialVendors);
    expect(await cookieNames(context)).toEqual([...essentialCookieNames].sort());
  });

  test('c) after accept all, every configured vendor is requested', async ({ page, baseURL }) => {
    const network = await watch(page, baseURL!);
    await page.goto(home);
    await expect.poll(() => network.vendors().has('GOOGLE_TAG_MANAGER')).toBe(true);
    expect(network.vendors().has('GOOGLE_ANALYTICS')).toBe(false);
    await choose(page, locale, 'acceptAll');
    await expect.poll(() => configuredVendors.filter((key) => !network.vendors().has(key))).toEqual([]);
    expect(network.vendors().has('unknown' as ServiceKey)).toBe(false);
  });
}
