import { choose, consentText, cookieNames, dialog, essentialCookieNames, expect, expectNoAxeViolations, test, testConsentCookieAttributes, testFocusStaysInDialog, testOneReloadPerChoice, watch } from '@site/testing';
import { consentCookieName } from '@site/consent/services';
import { cookieSettingsButton, registrationLocales } from './helpers';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

// The consent dialog in the registration app (§3, §4). No grantConsent:
// these tests start as a first-time visitor.

testConsentCookieAttributes('/enEU/', 'enEU');

test('WSID: absent after reject optional', async ({ page, context, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto('/deDE/');
  await choose(page, 'deDE', 'rejectOptional');
  expect(await cookieNames(context)).toEqual([...essentialCookieNames].sort());
});

test('WSID: created with accept all, deleted when tracking consent is withdrawn in settings from the footer', async ({ page, context, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto('/enEU/');
  await choose(page, 'enEU', 'acceptAll');
  const wsid = (await context.cookies()).find((c) => c.name === 'WSID');
  expect(wsid?.value).toHaveLength(21);
  // The footer button opens the dialog in settings, with the current choices.
  await cookieSettingsButton(page, 'enEU').click();
  await expect(dialog(page)).toHaveAccessibleName(consentText('enEU', 'settingsTitle'));
  for (const name of ['Google Analytics', 'Adjust']) {
    const toggle = dialog(page).getByRole('switch', { name });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
  }
  await choose(page, 'enEU', 'acceptSelected');
  const names = await cookieNames(context);
  expect(names).not.toContain('WSID');
  expect(names).not.toContain(consentCookieName('GOOGLE_ANALYTICS'));
  expect(names).toContain(consentCookieName('FACEBOOK_PIXEL'));
});

test('the footer button opens settings with the current choices after reject optional', async ({ page, baseURL }) => {
  await watch(page, baseURL!);
  await page.goto('/deDE/');
  await choose(page, 'deDE', 'rejectOptional');
  const opener = cookieSettingsButton(page, 'deDE');
  await opener.click();
  await expect(dialog(page)).toHaveAccessibleName(consentText('deDE', 'settingsTitle'));
  await expect(dialog(page).getByRole('switch', { name: 'Google Analytics' })).not.toBeChecked();
  expect(await page.locator('main').evaluate((main) => Boolean(main.closest('[inert]')))).toBe(true);
});

test.describe('f) the dialog is modal', () => {
  testOneReloadPerChoice('/enEU/', 'enEU', (page) => cookieSettingsButton(page, 'enEU'));
  testFocusStaysInDialog('/enEU/', 'enEU');
});

for (const locale of registrationLocales) {
  test(`i) axe finds no violations in the summary and settings (${locale}); legal links of the locale`, async ({ page, baseURL }) => {
    await watch(page, baseURL!);
    await page.goto(`/${locale}/`);
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'title'));
    const siteLocale = locale === 'deDE' ? 'de-DE' : 'en-EU';
    await expect(dialog(page).getByRole('link', { name: consentText(locale, 'privacy') })).toHaveAttribute(
      'href',
      new RegExp(`/${siteLocale}/legal/privacy/$`),
    );
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    const accept = dialog(page).getByRole('button', { name: consentText(locale, 'acceptAll') });
    const reject = dialog(page).getByRole('button', { name: consentText(locale, 'rejectOptional') });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });
}
