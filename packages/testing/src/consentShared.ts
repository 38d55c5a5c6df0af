import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Locale, RegistrationLocale } from '@site/i18n';
import type { ServiceKey } from '@site/consent/services';
import { expectConsentCookieAttributes } from './consentCookies';
import { choose, configuredVendors, consentText, cookieNames, dialog, essentialCookieNames, essentialVendors, watch } from './consentDialog';
import { expect, test } from './fixtures';

/**
 * The consent scenarios both apps share, written once: each app's spec calls them with its own
 * home page, locale spelling and pages. Each is one visitor's flow through the dialog, so a page
 * is loaded once for everything that can be checked on it.
 */

async function focusStaysInside(page: Page, key: 'Tab' | 'Shift+Tab') {
  const count = await dialog(page).locator('a[href], button:not([disabled])').count();
  for (let i = 0; i < count + 3; i += 1) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
}

/** §4: the dialog is modal; Tab and Shift+Tab never leave it, in the view it shows now (summary or settings). */
export async function expectFocusStaysInDialog(page: Page): Promise<void> {
  await focusStaysInside(page, 'Tab');
  await focusStaysInside(page, 'Shift+Tab');
}

/**
 * §4 f) and §3/§7 b), one first visit to `home`: the dialog is modal, so Escape neither closes it
 * nor stores anything, and each choice reloads the page exactly once. 'Reject optional' in the
 * summary governs every later page: `morePages` load essential services only, without the
 * dialog, and leave only the essential cookies. The footer's `cookieSettings` then opens the
 * settings with that choice (analytics off) in front of an inert page, and a choice made there
 * reloads once more.
 */
export function testRejectThenSettings(
  home: string,
  locale: Locale | RegistrationLocale,
  morePages: string[],
  cookieSettings: (page: Page) => Locator,
): void {
  const title = `b) f) Escape changes nothing; reject optional reloads once and ${morePages.length} more navigations load essential services only; the footer's settings start from it and reload once`;
  test(title, async ({ page, context, baseURL }) => {
    // What were two tests (f and b), with their page loads.
    test.setTimeout(90_000);
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

    for (const path of morePages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(dialog(page)).toHaveCount(0);
    }
    expect([...network.vendors()].sort()).toEqual(essentialVendors);
    expect(await cookieNames(context)).toEqual([...essentialCookieNames].sort());

    const loads = network.loads();
    await cookieSettings(page).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await expect(dialog(page).getByRole('switch', { name: 'Google Analytics' })).not.toBeChecked();
    expect(await page.locator('main').evaluate((main) => Boolean(main.closest('[inert]')))).toBe(true);
    await choose(page, locale, 'acceptSelected');
    await page.waitForLoadState('networkidle');
    expect(network.loads()).toBe(loads + 1);
  });
}

/**
 * §3/§7 c) and §4/§9 e), one first visit to `home`: before any choice the tag manager (essential)
 * loads and analytics does not; 'accept all' in the summary requests every configured vendor and
 * writes every consent cookie and the WSID with the attributes of §9. `withdraw` then goes on
 * from there, as each app's visitor takes tracking consent back.
 */
export function testAcceptAll(
  home: string,
  locale: Locale | RegistrationLocale,
  withdraw: { title: string; run: (page: Page, context: BrowserContext) => Promise<void> },
): void {
  const title = `c) e) accept all requests every configured vendor; consent cookies and the WSID carry Max-Age one year, Path /, SameSite=Strict, host-only on http; ${withdraw.title}`;
  test(title, async ({ page, context, baseURL }) => {
    // What were three tests (c, e and the app's withdrawal), with their page loads.
    test.setTimeout(90_000);
    const network = await watch(page, baseURL!);
    await page.goto(home);
    await expect.poll(() => network.vendors().has('GOOGLE_TAG_MANAGER')).toBe(true);
    expect(network.vendors().has('GOOGLE_ANALYTICS')).toBe(false);
    const before = Date.now() / 1000;
    await choose(page, locale, 'acceptAll');
    await expectConsentCookieAttributes(context, before);
    await expect.poll(() => configuredVendors.filter((key) => !network.vendors().has(key))).toEqual([]);
    expect(network.vendors().has('unknown' as ServiceKey)).toBe(false);
    await withdraw.run(page, context);
  });
}
