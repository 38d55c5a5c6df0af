import type { Page } from '@playwright/test';
import { essentialKeys } from '@site/consent/services';
import { expectNoAxeViolations, grantConsent, pageScriptsLoaded } from '@site/testing';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { consentLabel, locales } from './helpers';
import { alert, expect, failApi, fillBirthday, openNewLink, openedWhileValid, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

const ANNA = '1990-04-12';
const partner = { kind: 'partner' } as const;
const t = (locale: Locale, key: string) => text(locale, 'PartnerRegistration', key);

async function fillForm(page: Page, locale: Locale, options: { password?: string; birthday?: string; consents?: boolean } = {}) {
  const { password = 'Secret123', birthday = ANNA, consents = true } = options;
  await page.getByLabel(t(locale, 'passwordLabel'), { exact: true }).fill(password);
  await fillBirthday(page, locale, birthday);
  if (consents) {
    await page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'terms')).check();
    await page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'privacy')).check();
  }
}

const submit = (page: Page, locale: Locale) => page.getByRole('button', { name: t(locale, 'submit') }).click();

// The form and its refusal before sending: in both locales.
for (const locale of locales) {
  test.describe(`Partner-site registration (${locale})`, () => {
    test('form: password, birthday, consents and the Create Account button, accessible; an invalid password or missing consent: the §8 message, nothing sent, input kept', async ({ page }) => {
      await openNewLink(page, locale, 'partnerRegistration', partner);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('button', { name: t(locale, 'submit') })).toBeVisible();
      await expect(page.getByLabel(t(locale, 'marketing'))).not.toBeChecked();
      await expectNoAxeViolations(page);

      await fillForm(page, locale, { consents: false });
      await submit(page, locale);
      await expect(alert(page)).toContainText(text(locale, 'Errors', 'invalidPasswordOrTerms'));
      await expect(page.getByLabel(t(locale, 'passwordLabel'), { exact: true })).toHaveValue('Secret123');
      await expectNoAxeViolations(page);
    });
  });
}

// The states the page moves through are the same code in both locales: each is checked in one
// of them (its texts are that locale's), the locales taking turns.
test.describe('Partner-site registration states', () => {
  test('loading: Creating Account, busy (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await failApi(page, '/v1/partner-registrations', 'hang');
    await openNewLink(page, locale, 'partnerRegistration', partner);
    await fillForm(page, locale);
    await submit(page, locale);
    const loading = page.getByRole('button', { name: t(locale, 'loading') });
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(page);
  });

  test('success: the account is ready (marketing stays optional) (de-DE)', async ({ page }) => {
    const locale: Locale = 'de-DE';
    await openNewLink(page, locale, 'partnerRegistration', { ...partner, ageDays: 89 });
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(page.getByRole('heading', { name: t(locale, 'successHeadline') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('link older than 90 days: the no-longer-valid page with a restart; used link: the already-signed-up page (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openedWhileValid(page);
    await openNewLink(page, locale, 'partnerRegistration', { ...partner, ageDays: 91 });
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(page).toHaveURL(/\/account\/partner-link-expired\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'partnerLinkTooOld'));
    await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') })).toHaveAttribute(
      'href',
      `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`,
    );

    // The links/status route stays: the used link's page also opened while it could still act.
    await openNewLink(page, locale, 'partnerRegistration', { ...partner, used: true });
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(page).toHaveURL(/\/account\/already-registered\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'alreadySignedUp'));
  });

  test('three wrong birthdays: the §8 message, a blocked form and a restart; blocked on the server for every browser (de-DE)', async ({ page, browser, baseURL }) => {
    const locale: Locale = 'de-DE';
    const token = await openNewLink(page, locale, 'partnerRegistration', partner);
    await fillForm(page, locale, { birthday: '1980-01-01' });
    for (const day of ['01', '02', '03']) {
      await fillBirthday(page, locale, `1980-01-${day}`);
      await submit(page, locale);
      if (day !== '03') await expect(page.getByText(text(locale, 'Validation', 'birthdayMismatch'))).toBeVisible();
    }
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
    await expect(page.getByRole('button', { name: t(locale, 'submit') })).toHaveCount(0);
    await expect(page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'terms'))).toBeDisabled();
    await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'restartRegistration') })).toBeVisible();
    await expectNoAxeViolations(page);

    // A fresh browser context (no cookie, storage or tab shared) with the right birthday: the
    // API counted the wrong ones against the link, so it stays blocked.
    const fresh = await browser.newContext({ baseURL });
    try {
      await grantConsent(fresh, baseURL!, essentialKeys);
      const other = await fresh.newPage();
      await other.goto(`${new URL(page.url()).pathname}#${token}`);
      await pageScriptsLoaded(other);
      // The page asks for the link's state as it opens: blocked, so no form at all.
      await expect(alert(other)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
      await expect(other.getByRole('button', { name: t(locale, 'submit') })).toHaveCount(0);
      await expect(other.getByLabel(consentLabel(locale, 'PartnerRegistration', 'terms'))).toHaveCount(0);
      // And when it opened just before, its submit meets the same answer from the server.
      await openedWhileValid(other);
      await other.reload();
      await pageScriptsLoaded(other);
      await fillForm(other, locale);
      await submit(other, locale);
      await expect(alert(other)).toContainText(text(locale, 'Errors', 'tooManyBirthdays'));
      await expect(other.getByRole('button', { name: t(locale, 'submit') })).toHaveCount(0);
    } finally {
      await fresh.close();
    }
  });

  test('server error and offline: the §8 messages, input kept (en-EU)', async ({ page, context }) => {
    const locale: Locale = 'en-EU';
    await failApi(page, '/v1/partner-registrations', 'server');
    await openNewLink(page, locale, 'partnerRegistration', partner);
    await fillForm(page, locale);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'api'));
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'apiHint'));
    await context.setOffline(true);
    await submit(page, locale);
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'offline'));
    await expect(page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'terms'))).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
