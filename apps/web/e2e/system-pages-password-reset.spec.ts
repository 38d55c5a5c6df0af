import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@site/testing';
import type { Locale } from '@site/i18n';
import { locales } from './helpers';
import { alert, birthdayValues, expect, fillBirthday, openAccountPage, openedWhileValid, openLink, test, text, textPattern } from './systemPages';

const ANNA = '1990-04-12';

async function fillForm(page: Page, locale: Locale, password: string, birthday: string) {
  await page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true }).fill(password);
  await fillBirthday(page, locale, birthday);
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();

// axe runs several times per test on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

for (const locale of locales) {
  test.describe(`PasswordReset (${locale})`, () => {
    test('loading: the button says Saving password, is busy and the page stays accessible', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna-hang');
      await fillForm(page, locale, 'Secret123', ANNA);
      await submit(page, locale);
      const loading = page.getByRole('button', { name: text(locale, 'PasswordReset', 'loading') });
      await expect(loading).toBeVisible();
      await expect(loading).toHaveAttribute('aria-busy', 'true');
      await expectNoAxeViolations(page);
    });

    test('form: the password rule is checked live and the page is accessible', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
      await expect(page).toHaveTitle(text(locale, 'PasswordReset', 'title'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
      const password = page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true });
      await password.fill('abcdefgh');
      await expect(page.getByText(text(locale, 'Validation', 'passwordInvalid'))).toBeVisible();
      await password.fill('abcdefg1');
      await expect(page.getByText(text(locale, 'Validation', 'passwordValid'))).toBeVisible();
    });

    test('form: required fields and the birthday range are checked before sending', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
      await submit(page, locale);
      await expect(page.getByText(text(locale, 'Validation', 'required')).first()).toBeVisible();
      await fillForm(page, locale, 'Secret123', '1850-01-01');
      await expect(page.getByText(textPattern(locale, 'Validation', 'birthdayRange'))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('form: the birthday range names its bounds in the locale\'s day-month-year order', async ({ page }) => {
      // 23 November 2026: the range is 120 to 18 years back, 23 Nov 1906 to 23 Nov 2008.
      await page.clock.setFixedTime(new Date('2026-11-23T12:00:00'));
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
      await fillBirthday(page, locale, '1850-01-01');
      const bounds = locale === 'en-EU' ? { from: '23/11/1906', to: '23/11/2008' } : { from: '23.11.1906', to: '23.11.2008' };
      await expect(page.getByText(text(locale, 'Validation', 'birthdayRange', bounds), { exact: true })).toBeVisible();
    });

    test('success: the confirmation; a double click sends once (a second call would find the link used)', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna-slow');
      await fillForm(page, locale, 'Secret123', ANNA);
      await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).dblclick();
      await expect(page.getByRole('button', { name: text(locale, 'PasswordReset', 'loading') })).toBeVisible();
      await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();
      await expect(alert(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('wrong birthday: the mismatch message, input kept; the third blocks the form', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
      await fillForm(page, locale, 'Secret123', '1991-01-01');
      await submit(page, locale);
      await expect(page.getByText(text(locale, 'Validation', 'birthdayMismatch'))).toBeVisible();
      await expect(page.getByText(textPattern(locale, 'SystemPage', 'attemptsLeft'))).toContainText('2');
      await expect(page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true })).toHaveValue('Secret123');
      expect(await birthdayValues(page, locale)).toEqual(['01', '01', '1991']);
      await expectNoAxeViolations(page);
      await fillBirthday(page, locale, '1991-01-02');
      await submit(page, locale);
      await expect(page.getByText(textPattern(locale, 'SystemPage', 'attemptsLeft'))).toContainText('1');
      await fillBirthday(page, locale, '1991-01-03');
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
      await expect(page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('expired link: the password reset expiry message', async ({ page }) => {
      await openedWhileValid(page);
      await openLink(page, locale, 'passwordReset', 'reset-8d-anna');
      await fillForm(page, locale, 'Secret123', ANNA);
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'passwordResetExpired'));
      await expectNoAxeViolations(page);
    });

    test('used link: expired or already used', async ({ page }) => {
      await openedWhileValid(page);
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna-used');
      await fillForm(page, locale, 'Secret123', ANNA);
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
    });

    test('server error: the API message and the password reset hint, input kept', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna-boom');
      await fillForm(page, locale, 'Secret123', ANNA);
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'passwordResetUnknown'));
      expect(await birthdayValues(page, locale)).toEqual(['12', '04', '1990']);
      await expectNoAxeViolations(page);
    });

    test('malformed answer: the API message', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna-garbled');
      await fillForm(page, locale, 'Secret123', ANNA);
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
    });

    test('offline: the offline message, input kept, and it works once back online', async ({ page, context }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-ben');
      await fillForm(page, locale, 'Secret123', '1985-11-03');
      await context.setOffline(true);
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'offline'));
      await expect(page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true })).toHaveValue('Secret123');
      await expectNoAxeViolations(page);
      await context.setOffline(false);
      await submit(page, locale);
      await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();
    });

    test('no hash in the URL: says the e-mail link is needed', async ({ page }) => {
      await openAccountPage(page, locale, 'passwordReset');
      await expect(alert(page)).toContainText(text(locale, 'SystemPage', 'missingLink'));
    });
  });
}
