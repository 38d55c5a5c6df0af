import { expectNoAxeViolations } from '@site/testing';
import { toRegistrationLocale } from '@site/i18n';
import { locales } from './helpers';
import { expect, openAccountPage, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

for (const locale of locales) {
  test.describe(`static system pages (${locale})`, () => {
    test('AlreadyRegistered: you are already signed up; a new password comes from the app', async ({ page }) => {
      await openAccountPage(page, locale, 'alreadyRegistered');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'alreadySignedUp'));
      await expect(page.getByText(text(locale, 'AlreadyRegistered', 'text'))).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    });

    test('PartnerLinkExpired: no longer valid, restart registration', async ({ page }) => {
      await openAccountPage(page, locale, 'partnerLinkExpired');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'partnerLinkTooOld'));
      await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') })).toHaveAttribute(
        'href',
        `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
      );
      await expectNoAxeViolations(page);
    });

    for (const [id, headline] of [
      ['genericError', 'generic'],
      ['linkExpired', 'linkExpired'],
    ] as const) {
      test(`${id}: the §8 headline; the chat button falls back to e-mail without chat`, async ({ page }) => {
        await openAccountPage(page, locale, id);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', headline));
        const mailto = `mailto:${siteConfig.contactEmail}`;
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') })).toHaveAttribute('href', mailto);
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute('href', mailto);
        await expectNoAxeViolations(page);
      });

      test(`${id}: the chat button opens the chat when it is loaded`, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { fcWidget: unknown; chatOpened: number };
          w.chatOpened = 0;
          w.fcWidget = { isLoaded: () => true, open: () => (w.chatOpened += 1) };
        });
        await openAccountPage(page, locale, id);
        const before = page.url();
        await page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') }).click();
        expect(await page.evaluate(() => (window as unknown as { chatOpened: number }).chatOpened)).toBe(1);
        expect(page.url()).toBe(before);
      });
    }

    test('MobileLink: asks to open the link on a smartphone, QR code only on large screens', async ({ page }) => {
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
