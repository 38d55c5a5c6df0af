import { expect, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl';
import { contentPlaceholders, readLegalIdentity, readSiteConfig } from '@site/config';
import { fromRegistrationLocale, registrationLocales, type RegistrationLocale } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';

export { registrationLocales };
export const siteConfig = readSiteConfig(process.env);
/** Who offers the account, as the build read it (docs/configuration.md). */
export const legalIdentity = readLegalIdentity(process.env);
/** The names the build filled into the content's `{brand}`, `{partnerBank}`, … */
export const placeholders = contentPlaceholders(process.env);

/** The catalogue text the app should show, brand filled in, as the build compiled it. */
export function text(locale: RegistrationLocale, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale: fromRegistrationLocale(locale), messages: registrationMessages(fromRegistrationLocale(locale), siteConfig) });
  return t(key as never, values as never) as string;
}

export const REGISTRATIONS = '**/v1/registrations';

export interface Entries {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const ana: Entries = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'Secret123!',
};

export async function fillForm(page: Page, locale: RegistrationLocale, entries: Entries = ana) {
  await page.getByLabel(text(locale, 'RegistrationForm.firstName')).fill(entries.firstName);
  await page.getByLabel(text(locale, 'RegistrationForm.lastName')).fill(entries.lastName);
  await page.getByLabel(text(locale, 'Validation.emailLabel')).fill(entries.email);
  await page.getByLabel(text(locale, 'Validation.passwordLabel'), { exact: true }).fill(entries.password);
  await page.getByRole('checkbox', { name: text(locale, 'RegistrationForm.newsletter') }).check();
  await page.locator('#acceptedTerms').check();
  await page.locator('#acceptedPrivacy').check();
}

export async function expectEntries(page: Page, locale: RegistrationLocale, entries: Partial<Entries>) {
  if (entries.firstName !== undefined)
    await expect(page.getByLabel(text(locale, 'RegistrationForm.firstName'))).toHaveValue(entries.firstName);
  if (entries.lastName !== undefined)
    await expect(page.getByLabel(text(locale, 'RegistrationForm.lastName'))).toHaveValue(entries.lastName);
  if (entries.email !== undefined)
    await expect(page.getByLabel(text(locale, 'Validation.emailLabel'))).toHaveValue(entries.email);
  if (entries.password !== undefined)
    await expect(page.getByLabel(text(locale, 'Validation.passwordLabel'), { exact: true })).toHaveValue(entries.password);
}

export function submitButton(page: Page, locale: RegistrationLocale) {
  return page.getByRole('button', { name: text(locale, 'RegistrationForm.submit') });
}

/** The footer's 'Cookie settings' button, which reopens the consent dialog in settings. */
export const cookieSettingsButton = (page: Page, locale: RegistrationLocale) =>
  page.getByRole('contentinfo').getByRole('button', { name: text(locale, 'Footer.cookieSettings') });
