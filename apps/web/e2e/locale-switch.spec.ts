import type { Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { text } from './helpers';
import { content } from './pages/content';
import { createLink, hydrated } from '@site/testing';
import { expect, fillBirthday, test } from './systemPages';

// The switch keeps the query (job filters, campaign parameters) and the fragment (a system
// page's link hash, which the page needs to work) in the other locale. That it does so on
// every page, both ways, is checked in frame.spec.ts with each page's axe run.

const switchLink = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: text(locale, 'LocaleSwitcher', 'switchToLabel') });

test('the switch keeps a system page’s link hash, and the other locale’s form works with it', async ({ page }) => {
  const token = await createLink({ kind: 'reset', locale: 'en-EU' });
  await page.goto(`/en-EU/account/password-reset/#${token}`);
  await switchLink(page, 'en-EU').click();
  await expect(page).toHaveURL(`/de-DE/account/password-reset/#${token}`);
  await expect(page.getByRole('main').getByText(text('de-DE', 'SystemPage', 'missingLink'))).toHaveCount(0);
  await page.getByLabel(text('de-DE', 'PasswordReset', 'passwordLabel'), { exact: true }).fill('Secret123');
  await fillBirthday(page, 'de-DE', '1990-04-12');
  await page.getByRole('button', { name: text('de-DE', 'PasswordReset', 'submit') }).click();
  await expect(page.getByRole('heading', { name: text('de-DE', 'PasswordReset', 'successHeadline') })).toBeVisible();
});

test('a fragment or filter set after the page loaded goes along too', async ({ page }) => {
  const { jobDepartments } = await content('en-EU');
  const department = jobDepartments[0]!.key;
  await page.goto('/en-EU/jobs/');
  // The filters change the query with history.pushState, which no event announces.
  await page.getByLabel(text('en-EU', 'JobsPage', 'departmentLabel')).selectOption(department);
  await expect(page).toHaveURL(`/en-EU/jobs/?department=${department}`);
  await switchLink(page, 'en-EU').click();
  await expect(page).toHaveURL(`/de-DE/jobs/?department=${department}`);
  await expect(page.getByLabel(text('de-DE', 'JobsPage', 'departmentLabel'))).toHaveValue(department);

  // "After the page loaded": once the switch is hydrated and its effects have run.
  await hydrated(switchLink(page, 'de-DE'));
  await page.evaluate(() => {
    window.location.hash = 'later';
  });
  await expect(switchLink(page, 'de-DE')).toHaveAttribute('href', `/en-EU/jobs/?department=${department}#later`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link to the same page in the other locale', async ({ page }) => {
    await page.goto('/en-EU/jobs/');
    await switchLink(page, 'en-EU').click();
    await expect(page).toHaveURL('/de-DE/jobs/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});
