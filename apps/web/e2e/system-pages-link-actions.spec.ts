import { expectNoAxeViolations } from '@site/testing';
import { toRegistrationLocale } from '@site/i18n';
import { locales } from './helpers';
import { alert, expect, failApi, openNewLink, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

for (const locale of locales) {
  for (const [id, namespace, kind, path] of [
    ['deviceUnbindSuccess', 'DeviceUnbindSuccess', 'unbind', '/v1/device-unbinds'],
    ['emailVerificationSuccess', 'EmailVerificationSuccess', 'verify', '/v1/email-verifications'],
  ] as const) {
    test.describe(`${namespace} (${locale})`, () => {
      test('loading, then success', async ({ page }) => {
        // The answer is held until the loading state has been checked.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`**/api${path}`, async (route) => {
          await held;
          await route.continue();
        });
        await openNewLink(page, locale, id, { kind });
        await expect(page.getByRole('status').filter({ hasText: text(locale, namespace, 'loading') })).toBeVisible();
        // Released at once: held longer than API_TIMEOUT_MS, the page would rightly time out.
        release();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, namespace, 'headline'));
        await expect(page.getByText(text(locale, namespace, 'text'))).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('used or expired link: the link-expired message with chat and e-mail', async ({ page }) => {
        await openNewLink(page, locale, id, { kind, used: true });
        await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute(
          'href',
          `mailto:${siteConfig.contactEmail}`,
        );
        await expectNoAxeViolations(page);
        await openNewLink(page, locale, id, { kind, ageDays: 400 });
        await page.reload();
        await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
      });

      test('server error: the API message and a retry', async ({ page }) => {
        await failApi(page, path, 'server');
        await openNewLink(page, locale, id, { kind });
        await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
        await expect(page.getByRole('button', { name: text(locale, 'SystemPage', 'retry') })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  test.describe(`Referral (${locale})`, () => {
    test('form and loading: Redeem invitation, busy while sending', async ({ page }) => {
      await failApi(page, '/v1/referral-redemptions', 'hang');
      await openNewLink(page, locale, 'referral', { kind: 'referral', referralCode: 'FRIEND-2026' });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: text(locale, 'Referral', 'submit') }).click();
      await expect(page.getByRole('button', { name: text(locale, 'Referral', 'loading') })).toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(page);
    });

    test('success: opens the registration app with the referral code', async ({ page }) => {
      await openNewLink(page, locale, 'referral', { kind: 'referral', referralCode: 'FRIEND-2026' });
      await page.getByRole('button', { name: text(locale, 'Referral', 'submit') }).click();
      await expect(page.getByRole('heading', { name: text(locale, 'Referral', 'successHeadline') })).toBeVisible();
      // The page's own link; the header has an 'Open an account' link of the same name.
      await expect(page.getByRole('main').getByRole('link', { name: text(locale, 'Referral', 'continue') })).toHaveAttribute(
        'href',
        `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/?code=FRIEND-2026`,
      );
      await expectNoAxeViolations(page);
    });

    test('used invitation and offline: the §8 messages', async ({ page, context }) => {
      await openNewLink(page, locale, 'referral', { kind: 'referral', referralCode: 'FRIEND-2026', used: true });
      const redeem = page.getByRole('button', { name: text(locale, 'Referral', 'submit') });
      await redeem.click();
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
      await context.setOffline(true);
      await redeem.click();
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'offline'));
      await expectNoAxeViolations(page);
    });
  });
}
