import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@site/testing';
import type { Locale } from '@site/i18n';
import { locales } from './helpers';
import { alert, expect, fillBirthday, openedWhileValid, openLink, test, text, textPattern } from './systemPages';

test.describe.configure({ timeout: 120_000 });

const BEN = '1985-11-03';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const t = (locale: Locale, key: string) => text(locale, 'Reimbursement', key);

async function fillForm(page: Page, locale: Locale, name = 'Ben Müller', iban = IBAN, birthday = BEN) {
  await page.getByLabel(t(locale, 'ibanLabel'), { exact: true }).fill(iban);
  await page.getByLabel(t(locale, 'nameLabel'), { exact: true }).fill(name);
  await fillBirthday(page, locale, birthday);
}

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: t(locale, 'submit') }).click();

// The form, its refusals and the countdown of wrong birthdays (a plural): in both locales.
for (const locale of locales) {
  test.describe(`Reimbursement (${locale})`, () => {
    test('form: asks where to reimburse; an invalid IBAN is refused before sending; a recipient who is someone else gets the account holder message, input kept; wrong birthdays: mismatch, then blocked', async ({ page }) => {
      await openLink(page, locale, 'reimbursement', 'refund-1d-ben');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'headline'));
      await expectNoAxeViolations(page);
      await fillForm(page, locale, 'Ben Müller', 'DE89 3704 0044 0532 0130 01');
      await submit(page, locale);
      await expect(page.getByText(t(locale, 'ibanInvalid'))).toBeVisible();
      await expectNoAxeViolations(page);

      // The recipient is someone else.
      await fillForm(page, locale, 'Anna Schmidt');
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'recipientNotAccountHolder'));
      await expect(page.getByLabel(t(locale, 'nameLabel'), { exact: true })).toHaveValue('Anna Schmidt');
      await expectNoAxeViolations(page);

      // Wrong birthdays: mismatch, the last attempt, then blocked.
      await fillForm(page, locale, 'Ben Müller', IBAN, '1985-11-04');
      await submit(page, locale);
      await expect(page.getByText(text(locale, 'Validation', 'birthdayMismatch'))).toBeVisible();
      await submit(page, locale);
      await expect(page.getByText(textPattern(locale, 'SystemPage', 'attemptsLeft'))).toContainText('1');
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
      await expect(page.getByLabel(t(locale, 'ibanLabel'), { exact: true })).toBeDisabled();
    });
  });
}

// The states the page moves through are the same code in both locales: each is checked in one
// of them (its texts are that locale's), the locales taking turns.
test.describe('Reimbursement states', () => {
  test('loading: the Send button is busy (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openLink(page, locale, 'reimbursement', 'refund-1d-ben-hang');
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(page.getByRole('button', { name: t(locale, 'loading') })).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  test('success: the account holder gets the money (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    await openLink(page, locale, 'reimbursement', 'refund-1d-ben');
    await fillForm(page, locale, 'müller, ben');
    await submit(page, locale);
    await expect(page.getByRole('heading', { name: t(locale, 'successHeadline') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('expired link and unknown errors: the reimbursement messages of §8 (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openedWhileValid(page);
    await openLink(page, locale, 'reimbursement', 'refund-31d-ben');
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'reimbursementExpired'));
    await openLink(page, locale, 'reimbursement', 'refund-1d-ben-boom');
    await page.reload();
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'reimbursementUnknown'));
    await expectNoAxeViolations(page);
  });
});
