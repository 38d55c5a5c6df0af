import type { Page } from '@playwright/test';
import { createLink, expectNoAxeViolations, gotoImpatient, type NewLink } from '@site/testing';
import { supportUrl } from '@site/config';
import { localizedPath, routes, type AccountRouteId } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { formatNumericDate } from '@site/i18n/formatDate';
import { locales } from './helpers';
import { alert, birthdayValues, expect, fillBirthday, openNewLink, siteConfig, test, text, textPattern } from './systemPages';

// Issue 39, points 2, 3 and 6 on the pages with a form behind a link (partner registration,
// password reset, reimbursement), against the real local API: the link's state as the page
// opens (POST /v1/links/status), and refusals that say what happened.

const ANNA = '1990-04-12';
const STATUS = '**/api/v1/links/status';

test.describe.configure({ timeout: 120_000 });

const passwordField = (page: Page, locale: Locale) => page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true });

/** The chat and e-mail buttons of a dead link (§2, §8). */
async function expectSupportButtons(page: Page, locale: Locale) {
  await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') })).toHaveAttribute('href', supportUrl(siteConfig, locale));
  await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
}

/** Opens a page with a fresh link as a visitor who starts typing before the scripts ran. */
async function openImpatiently(page: Page, locale: Locale, id: AccountRouteId, link: Omit<NewLink, 'locale'>) {
  const token = await createLink({ ...link, locale });
  const visit = await gotoImpatient(page, `${localizedPath(locale, routes[id].path)}#${token}`);
  return { token, visit };
}

// What a link's state does to its page is the same code in both locales: each case in one of
// them (its texts are that locale's), the locales taking turns.
test.describe("a link's state as its page opens", () => {
  test('expired, used or blocked: the dead-link text and the support buttons replace the form, at once (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    const asked: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/links/status')) asked.push(request.postDataJSON());
    });

    // An expired reset link, opened by a visitor who types at once: the form is there before
    // the scripts, and the answer replaces it.
    const { token, visit } = await openImpatiently(page, locale, 'passwordReset', { kind: 'reset', ageDays: 8 });
    await passwordField(page, locale).fill('Sunny-Day-2026');
    await visit.release();
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'passwordResetExpired'));
    await expect(passwordField(page, locale)).toHaveCount(0);
    await expect(page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') })).toHaveCount(0);
    await expectSupportButtons(page, locale);
    // The token went in the body, with the page's kind; never in a URL.
    expect(asked).toEqual([{ hash: token, kind: 'reset' }]);
    await expectNoAxeViolations(page);

    // A used reset link: §8's 'expired or already been used'.
    await openNewLink(page, locale, 'passwordReset', { kind: 'reset', used: true });
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'linkExpired'));
    await expect(passwordField(page, locale)).toHaveCount(0);
    await expectSupportButtons(page, locale);

    // A reimbursement link blocked by three wrong birthdays.
    await openNewLink(page, locale, 'reimbursement', { kind: 'refund', wrongBirthdays: 3 });
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'tooManyBirthdays'));
    await expect(page.getByLabel(text(locale, 'Reimbursement', 'ibanLabel'))).toHaveCount(0);
    await expectSupportButtons(page, locale);

    // Partner links: older than 90 days offers to restart the registration; a used one says
    // 'You are already signed up'.
    await openNewLink(page, locale, 'partnerRegistration', { kind: 'partner', ageDays: 91 });
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'partnerLinkTooOld'));
    await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') })).toBeVisible();
    await expectSupportButtons(page, locale);
    await openNewLink(page, locale, 'partnerRegistration', { kind: 'partner', used: true });
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'alreadySignedUp'));
    await expect(page.getByLabel(text(locale, 'PartnerRegistration', 'passwordLabel'), { exact: true })).toHaveCount(0);

    // A token that was never issued answers like an expired one.
    await page.goto(`${localizedPath(locale, routes.reimbursement.path)}#never-issued-${Date.now()}`);
    await expect(alert(page)).toHaveText(text(locale, 'Errors', 'reimbursementExpired'));
  });

  test('while the answer is on its way the form works and keeps what is typed; a failed question keeps the form (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    // The first question is held, then fails (500); the next page's is refused (429).
    let answer: (() => void) | undefined;
    await page.route(STATUS, async (route) => {
      await new Promise<void>((resolve) => (answer = resolve));
      await route.fulfill({ status: 500, body: '' });
    }, { times: 1 });
    const { visit } = await openImpatiently(page, locale, 'passwordReset', { kind: 'reset' });
    await passwordField(page, locale).fill('Sunny-Day-2026');
    await visit.release();
    await fillBirthday(page, locale, ANNA);
    await expect.poll(() => answer !== undefined).toBe(true);
    answer!();
    await expect(passwordField(page, locale)).toHaveValue('Sunny-Day-2026');
    expect(await birthdayValues(page, locale)).toEqual(['12', '04', '1990']);
    await expect(alert(page)).toHaveCount(0);
    // The submit checks the link itself, and the valid link works.
    await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();
    await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();

    await page.route(STATUS, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '60' },
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Too many', status: 429, code: 'RATE_LIMITED' }),
      }),
    );
    await openNewLink(page, locale, 'reimbursement', { kind: 'refund' });
    await expect(page.getByLabel(text(locale, 'Reimbursement', 'ibanLabel'))).toBeEditable();
    await expect(alert(page)).toHaveCount(0);
  });
});

// The birthday range's bounds are dates in the locale's order: in both locales.
for (const locale of locales) {
  test.describe(`refusals at a link's form (${locale})`, () => {
    test("the server's birthday range at the birthday field (§5 on the server), and a 429's wait", async ({ page }) => {
      // The browser's clock runs 15 years ahead, so its own range check lets through a birthday
      // the API (on today's date) finds too young: the API's field error shows at the field.
      const browserToday = new Date();
      browserToday.setFullYear(browserToday.getFullYear() + 15);
      await page.clock.setFixedTime(browserToday);
      const tooYoung = `${new Date().getFullYear() - 10}-06-15`;
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/password-resets'));
      await openNewLink(page, locale, 'passwordReset', { kind: 'reset' });
      await passwordField(page, locale).fill('Sunny-Day-2026');
      await fillBirthday(page, locale, tooYoung);
      const birthday = page.getByRole('group', { name: new RegExp(text(locale, 'Validation', 'birthdayLabel')) });
      await expect(page.getByText(textPattern(locale, 'Validation', 'birthdayRange'))).toHaveCount(0);
      await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();
      const answer = await refused;
      expect(answer.status()).toBe(400);
      expect(((await answer.json()) as { errors: unknown }).errors).toEqual([{ field: 'birthday', rule: 'birthdayRange' }]);
      // The bounds as the form's own check names them: from the browser's day.
      const yearsBefore = (years: number) =>
        formatNumericDate({ year: browserToday.getFullYear() - years, month: browserToday.getMonth() + 1, day: browserToday.getDate() }, locale);
      await expect(birthday).toContainText(text(locale, 'Validation', 'birthdayRange', { from: yearsBefore(120), to: yearsBefore(18) }));
      await expect(page.getByRole('textbox', { name: new RegExp(`^${text(locale, 'Validation', 'dateDay')}`) })).toHaveAttribute('aria-invalid', 'true');
      // The field says it; no alert above the form repeats it, and what was typed is kept.
      await expect(alert(page)).toHaveCount(0);
      await expect(passwordField(page, locale)).toHaveValue('Sunny-Day-2026');
      await expectNoAxeViolations(page);

      // Too many attempts: when to try again, from Retry-After.
      await page.route('**/api/v1/password-resets', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '120' },
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Too many', status: 429, code: 'RATE_LIMITED' }),
        }),
      );
      await fillBirthday(page, locale, ANNA);
      await page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }).click();
      await expect(alert(page)).toHaveText(text(locale, 'Errors', 'rateLimited', { minutes: 2 }));
      await expect(passwordField(page, locale)).toHaveValue('Sunny-Day-2026');
      await expectNoAxeViolations(page);
    });
  });
}
