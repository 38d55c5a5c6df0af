import { expectNoAxeViolations, gotoImpatient, hydrated, stubFreshchat } from '@site/testing';
import { supportUrl } from '@site/config';
import { localizedPath, routes } from '@site/config/routes';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { locales } from './helpers';
import { expect, openAccountPage, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

// The pages with nothing to do but to say something: all three in one tab, in both locales.
for (const locale of locales) {
  test(`static system pages (${locale}): AlreadyRegistered says you are already signed up and a new password comes from the app; PartnerLinkExpired offers to restart the registration; MobileLink asks to open the link on a smartphone, the QR code only on large screens`, async ({ page }) => {
    await test.step('AlreadyRegistered', async () => {
      await openAccountPage(page, locale, 'alreadyRegistered');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'alreadySignedUp'));
      await expect(page.getByText(text(locale, 'AlreadyRegistered', 'text'))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    });

    await test.step('PartnerLinkExpired', async () => {
      await openAccountPage(page, locale, 'partnerLinkExpired');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'partnerLinkTooOld'));
      await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') })).toHaveAttribute(
        'href',
        `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
      );
      await expectNoAxeViolations(page);
    });

    await test.step('MobileLink', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openAccountPage(page, locale, 'mobileLink', 'verify-1d-anna');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'MobileLink', 'headline'));
      const qr = page.getByRole('img', { name: text(locale, 'SystemPage', 'qrAlt') });
      await expect(qr).toHaveAttribute('data-qr', /\/account\/mobile-link\/#verify-1d-anna$/);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(qr).toBeHidden();
    });
  });
}

// The chat button works the same in both locales: each case in one of them, the locales taking
// turns, so each page's chat is tried in both.
for (const [id, headline, widgetIn, noWidgetIn] of [
  ['genericError', 'generic', 'en-EU', 'de-DE'],
  ['linkExpired', 'linkExpired', 'de-DE', 'en-EU'],
] as const) {
  test(`${id}: the §8 headline; chat opens Freshchat's widget, loaded with essential consent only (${widgetIn})`, async ({ page }) => {
    const locale: Locale = widgetIn;
    // The build configures Freshchat (CONSENT_FRESHCHAT_ID, packages/consent/e2e.env): the
    // consent loader adds its script for a visitor who allowed essential services only.
    const freshchat = await stubFreshchat(page);
    const support = supportUrl(siteConfig, locale);
    const visit = await gotoImpatient(page, `${localizedPath(locale, routes[id].path)}`);
    const chat = page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') });
    // Before the scripts: a link to the support site.
    await expect(chat).toHaveAttribute('href', support);
    await visit.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', headline));
    await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
    await hydrated(chat);
    const before = page.url();
    await chat.click();
    await expect.poll(async () => (await freshchat.calls()).open).toBe(1);
    expect((await freshchat.calls()).init).toEqual([process.env.CONSENT_FRESHCHAT_ID]);
    expect(page.url()).toBe(before);
    await expectNoAxeViolations(page);
  });

  test(`${id}: when Freshchat's widget does not come, the chat button leads to the support site (${noWidgetIn})`, async ({ page }) => {
    const locale: Locale = noWidgetIn;
    // No stub: the widget's script is answered empty (the fixture's 204 for foreign hosts).
    await openAccountPage(page, locale, id);
    const chat = page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') });
    await hydrated(chat);
    const toSupport = page.waitForRequest((request) => request.url() === supportUrl(siteConfig, locale) && request.isNavigationRequest());
    await chat.click();
    await toSupport;
  });
}
