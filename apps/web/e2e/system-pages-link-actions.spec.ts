import { expectNoAxeViolations } from '@site/testing';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { locales } from './helpers';
import { alert, expect, failApi, holdApi, openNewLink, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

// The states of these pages are the same code in both locales: each is checked in one of them
// (its texts are that locale's), the locales taking turns, so each page is opened in both.
const actions = [
  { id: 'deviceUnbindSuccess', namespace: 'DeviceUnbindSuccess', kind: 'unbind', path: '/v1/device-unbinds', locales: ['en-EU', 'de-DE', 'en-EU'] },
  { id: 'emailVerificationSuccess', namespace: 'EmailVerificationSuccess', kind: 'verify', path: '/v1/email-verifications', locales: ['de-DE', 'en-EU', 'de-DE'] },
] as const;

for (const { id, namespace, kind, path, locales: [successIn, deadIn, errorIn] } of actions) {
  test.describe(namespace, () => {
    test(`loading, then success (${successIn})`, async ({ page }) => {
      const locale: Locale = successIn;
      // The answer is held until the loading state has been checked.
      const held = await holdApi(page, path);
      await openNewLink(page, locale, id, { kind });
      await expect(page.getByRole('status').filter({ hasText: text(locale, namespace, 'loading') })).toBeVisible();
      held.release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, namespace, 'headline'));
      await expect(page.getByText(text(locale, namespace, 'text'))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`used or expired link: the link-expired message with chat and e-mail (${deadIn})`, async ({ page }) => {
      const locale: Locale = deadIn;
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

    test(`server error: the API message and a retry (${errorIn})`, async ({ page }) => {
      const locale: Locale = errorIn;
      await failApi(page, path, 'server');
      await openNewLink(page, locale, id, { kind });
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
      await expect(page.getByRole('button', { name: text(locale, 'SystemPage', 'retry') })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('Referral', () => {
  test('form and loading: Redeem invitation, busy while sending (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await failApi(page, '/v1/referral-redemptions', 'hang');
    await openNewLink(page, locale, 'referral', { kind: 'referral', referralCode: 'FRIEND-2026' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text(locale, 'Referral', 'submit') }).click();
    await expect(page.getByRole('button', { name: text(locale, 'Referral', 'loading') })).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  // The link into the registration app carries the locale: in both.
  for (const locale of locales) {
    test(`success: opens the registration app with the referral code (${locale})`, async ({ page }) => {
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
  }

  test('used invitation and offline: the §8 messages (de-DE)', async ({ page, context }) => {
    const locale: Locale = 'de-DE';
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
