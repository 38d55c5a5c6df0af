import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@site/testing';
import type { Locale } from '@site/i18n';
import { locales } from './helpers';
import { alert, birthdayValues, expect, fillBirthday, holdApi, openAccountPage, openedWhileValid, openLink, test, text, textPattern } from './systemPages';

const ANNA = '1990-04-12';

async function fillForm(page: Page, locale: Locale, password: string, birthday: string) {
  await page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true }).fill(password);
  await fillBirthday(page, locale, birthday);
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();

// axe runs several times per test on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

// The form, its checks before sending and the refusals that count down (their plurals and dates
// are the locale's): in both locales.
for (const locale of locales) {
  test.describe(`PasswordReset (${locale})`, () => {
    test('form: the password rule is checked live, required fields and the birthday range before sending; a wrong birthday is refused with the input kept, the third blocks the form; accessible throughout', async ({ page }) => {
      await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
      await expect(page).toHaveTitle(text(locale, 'PasswordReset', 'title'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
      const password = page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true });
      await password.fill('abcdefgh');
      await expect(page.getByText(text(locale, 'Validation', 'passwordInvalid'))).toBeVisible();
      await password.fill('abcdefg1');
      await expect(page.getByText(text(locale, 'Validation', 'passwordValid'))).toBeVisible();

      // Required fields and the birthday range, before anything is sent.
      await password.fill('');
      await submit(page, locale);
      await expect(page.getByText(text(locale, 'Validation', 'required')).first()).toBeVisible();
      await fillForm(page, locale, 'Secret123', '1850-01-01');
      await expect(page.getByText(textPattern(locale, 'Validation', 'birthdayRange'))).toBeVisible();
      await expectNoAxeViolations(page);

      // Wrong birthdays at the server: the mismatch, the attempts left, the third blocks.
      await fillForm(page, locale, 'Secret123', '1991-01-01');
      await submit(page, locale);
      await expect(page.getByText(text(locale, 'Validation', 'birthdayMismatch'))).toBeVisible();
      await expect(page.getByText(textPattern(locale, 'SystemPage', 'attemptsLeft'))).toContainText('2');
      await expect(password).toHaveValue('Secret123');
      expect(await birthdayValues(page, locale)).toEqual(['01', '01', '1991']);
      await expectNoAxeViolations(page);
      await fillBirthday(page, locale, '1991-01-02');
      await submit(page, locale);
      await expect(page.getByText(textPattern(locale, 'SystemPage', 'attemptsLeft'))).toContainText('1');
      await fillBirthday(page, locale, '1991-01-03');
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
      await expect(password).toBeDisabled();
      await expect(page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') })).toHaveCount(0);
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
  });
}

// The states the page moves through are the same code in both locales: each is checked in one
// of them (its texts are that locale's), the locales taking turns.
test.describe('PasswordReset states', () => {
  test('loading: the button says Saving password, is busy and the page stays accessible (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openLink(page, locale, 'passwordReset', 'reset-1d-anna-hang');
    await fillForm(page, locale, 'Secret123', ANNA);
    await submit(page, locale);
    const loading = page.getByRole('button', { name: text(locale, 'PasswordReset', 'loading') });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  test('success: the confirmation; a double click sends once (a second call would find the link used) (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    // The answer is held until both clicks are in and the loading state shows.
    const held = await holdApi(page, '/v1/password-resets');
    await openLink(page, locale, 'passwordReset', 'reset-1d-anna');
    await fillForm(page, locale, 'Secret123', ANNA);
    await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).dblclick();
    await expect(page.getByRole('button', { name: text(locale, 'PasswordReset', 'loading') })).toBeVisible();
    held.release();
    await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
    expect(held.calls()).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('expired link: the password reset expiry message; used link: expired or already used (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openedWhileValid(page);
    await openLink(page, locale, 'passwordReset', 'reset-8d-anna');
    await fillForm(page, locale, 'Secret123', ANNA);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'passwordResetExpired'));
    await expectNoAxeViolations(page);

    await openLink(page, locale, 'passwordReset', 'reset-1d-anna-used');
    // Only the fragment changed: load the page for its new link.
    await page.reload();
    await fillForm(page, locale, 'Secret123', ANNA);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
  });

  test('server error: the API message and the password reset hint, input kept; malformed answer: the API message (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    await openLink(page, locale, 'passwordReset', 'reset-1d-anna-boom');
    await fillForm(page, locale, 'Secret123', ANNA);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'passwordResetUnknown'));
    expect(await birthdayValues(page, locale)).toEqual(['12', '04', '1990']);
    await expectNoAxeViolations(page);

    // The garbled answer's route is the newer one: it answers this link's call.
    await openLink(page, locale, 'passwordReset', 'reset-1d-anna-garbled');
    await page.reload();
    await fillForm(page, locale, 'Secret123', ANNA);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
  });

  test('offline: the offline message, input kept, and it works once back online (en-EU)', async ({ page, context }) => {
    const locale: Locale = 'en-EU';
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

  test('no hash in the URL: says the e-mail link is needed (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    await openAccountPage(page, locale, 'passwordReset');
    await expect(alert(page)).toContainText(text(locale, 'SystemPage', 'missingLink'));
  });
});
