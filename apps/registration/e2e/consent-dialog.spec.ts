import { choose, consentText, cookieNames, dialog, expect, expectFocusStaysInDialog, expectNoAxeViolations, test, testAcceptAll, testRejectThenSettings, watch } from '@site/testing';
import { consentCookieName } from '@site/consent/services';
import { cookieSettingsButton, registrationLocales } from './helpers';

// These specs start as a first visit: no consent stored before the page loads.
test.use({ consentKeys: [] });

// The consent dialog in the registration app (§3, §4). No grantConsent:
// these tests start as a first-time visitor.

testAcceptAll('/enEU/', 'enEU', {
  title: 'WSID: deleted when tracking consent is withdrawn in settings from the footer',
  run: async (page, context) => {
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
  },
});

// b) f): after reject optional no WSID (only the essential cookies) on this and later pages; the
// footer button opens settings with the current choices in front of an inert page.
testRejectThenSettings('/enEU/', 'enEU', ['/deDE/', '/enEU/error', '/enEU/'], (page) => cookieSettingsButton(page, 'enEU'));

for (const locale of registrationLocales) {
  test(`i) axe finds no violations in the summary and settings (${locale}); legal links of the locale${locale === 'enEU' ? '; focus stays inside' : ''}`, async ({ page, baseURL }) => {
    // Two axe scans on a shared 2-core machine, and in enEU what was the focus trap's test.
    test.setTimeout(locale === 'enEU' ? 120_000 : 60_000);
    await watch(page, baseURL!);
    await page.goto(`/${locale}/`);
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'title'));
    const siteLocale = locale === 'deDE' ? 'de-DE' : 'en-EU';
    await expect(dialog(page).getByRole('link', { name: consentText(locale, 'privacy') })).toHaveAttribute(
      'href',
      new RegExp(`/${siteLocale}/legal/privacy/$`),
    );
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    // The focus trap is the same in both languages: checked in one.
    if (locale === 'enEU') await expectFocusStaysInDialog(page);
    const accept = dialog(page).getByRole('button', { name: consentText(locale, 'acceptAll') });
    const reject = dialog(page).getByRole('button', { name: consentText(locale, 'rejectOptional') });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    await dialog(page).getByRole('button', { name: consentText(locale, 'showSettings') }).click();
    await expect(dialog(page)).toHaveAccessibleName(consentText(locale, 'settingsTitle'));
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    if (locale === 'enEU') await expectFocusStaysInDialog(page);
  });
}
