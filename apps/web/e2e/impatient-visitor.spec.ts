import type { Page } from '@playwright/test';
import { href, localizedPath, routes } from '@site/config/routes';
import { createLink, gotoImpatient, hydrated, uniqueEmail } from '@site/testing';
import type { Locale } from '@site/i18n';
import { formatCents } from '../src/lib/format';
import { locales } from './helpers';
import { content } from './pages/content';
import { accountPlans } from './tools/bundledContent';
import { definition } from './tools/toolHelpers';
import { expect, fillBirthday, test, text, textPattern } from './systemPages';

/**
 * A visitor who acts as soon as the HTML is there (DOMContentLoaded), before any script chunk
 * has arrived: every script request is held (gotoImpatient), the test types, clicks and chooses,
 * then lets the scripts through and checks that what it did counts (README, "Pages that work
 * before their scripts").
 */

// Both locales write amounts their own way.
const household = {
  'de-DE': { income: '3000', housing: '1000', food: '250,50' },
  'en-EU': { income: '3000', housing: '1000', food: '250.50' },
} as const;

for (const locale of locales) {
  test.describe(`an impatient visitor (${locale})`, () => {
    test('budget calculator: amounts typed before the scripts stay in their fields and are counted', async ({ page }) => {
      const t = (key: string) => text(locale, 'BudgetCalculator', key);
      const field = (name: string) => page.getByRole('textbox', { name: t(`fields.${name}`), exact: true });
      const visit = await gotoImpatient(page, localizedPath(locale, routes.budgetCalculator.path));
      const entries = household[locale];
      await field('income').fill(entries.income);
      await field('housing').fill(entries.housing);
      await field('food').fill(entries.food);
      expect(visit.heldScripts()).toBeGreaterThan(0);
      await visit.release();
      await hydrated(field('food'));
      const card = page.getByRole('region', { name: t('resultHeading') });
      const euro = (cents: number) => formatCents(cents, locale);
      await expect(definition(card, t('income'))).toHaveText(euro(300000));
      await expect(definition(card, t('expenses'))).toHaveText(euro(125050));
      await expect(definition(card, t('balance'))).toHaveText(euro(174950));
      await expect(field('income')).toHaveValue(entries.income);
      await expect(field('housing')).toHaveValue(entries.housing);
      await expect(field('food')).toHaveValue(entries.food);
    });

    test('account comparison: the only-differences switch clicked before the scripts takes effect', async ({ page }) => {
      const t = (key: string) => text(locale, 'AccountComparison', key);
      const plans = accountPlans(locale);
      const differing = plans[0]!.features.filter((f) =>
        plans.some((plan) => plan.features.find((g) => g.key === f.key)?.value !== f.value),
      );
      const visit = await gotoImpatient(page, localizedPath(locale, routes.accounts.path));
      const toggle = page.getByRole('switch', { name: t('onlyDifferences') });
      await toggle.check();
      await visit.release();
      await hydrated(toggle);
      await expect(toggle).toBeChecked();
      const table = page.getByRole('table', { name: t('tableCaption') });
      await expect(table.getByRole('rowheader')).toHaveCount(differing.length);
    });

    test('newsletter: the e-mail and the privacy tick given before the scripts are kept and sent', async ({ page }) => {
      const signup = (await content(locale)).signupPages.find((s) => s.type === 'newsletter')!;
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/v1/signups/newsletter')) sent.push(request.postDataJSON());
      });
      const address = uniqueEmail('early');
      const visit = await gotoImpatient(page, localizedPath(locale, routes.newsletter.path));
      const form = page.locator('.signup-form');
      const email = form.getByLabel(text(locale, 'Signup', 'emailLabel'));
      const firstName = form.getByLabel(text(locale, 'Signup', 'firstNameLabel'));
      if (signup.asksForName) await firstName.fill('Anna');
      await email.fill(address);
      await form.getByRole('checkbox').check();
      await visit.release();
      await hydrated(email);
      await expect(email).toHaveValue(address);
      await expect(form.getByRole('checkbox')).toBeChecked();
      await form.getByRole('button', { name: signup.submitLabel }).click();
      await expect(page.getByRole('heading', { name: signup.successHeadline })).toBeVisible();
      const expected = signup.asksForName ? { email: address, firstName: 'Anna' } : { email: address };
      expect(sent).toEqual([expect.objectContaining(expected)]);
    });

    test('partner registration: a birthday typed before the scripts gets its range message', async ({ page }) => {
      const token = await createLink({ kind: 'partner', ageDays: 1, locale });
      const visit = await gotoImpatient(page, `${localizedPath(locale, routes.partnerRegistration.path)}#${token}`);
      await fillBirthday(page, locale, '1850-01-01');
      await visit.release();
      await expect(page.getByText(textPattern(locale, 'Validation', 'birthdayRange'))).toBeVisible();
    });
  });
}

const locale: Locale = 'en-EU';

test('buttons only a script can carry out: an accordion, a tab and the menu button clicked before the scripts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const visit = await gotoImpatient(page, href('jobs', locale));
  const faq = page.getByRole('region', { name: text(locale, 'JobsPage', 'faqHeading') });
  const question = faq.getByRole('button').first();
  await question.click();
  const menu = page.getByRole('banner').getByRole('button', { name: text(locale, 'Navigation', 'menu') });
  await menu.click();
  await visit.release();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  const investing = await gotoImpatient(page, href('investing', locale));
  const tablist = page.getByRole('tablist', { name: text(locale, 'InvestingPage', 'tabsLabel') });
  const second = tablist.getByRole('tab').nth(1);
  await second.click();
  await investing.release();
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('jobs: a filter in the query is applied in the first frame, before any script', async ({ page }) => {
  const { jobs, jobDepartments } = await content(locale);
  const department = jobDepartments.find((d) => jobs.some((j) => j.department.key !== d.key))!;
  const inDepartment = jobs.filter((j) => j.department.key === department.key);
  expect(inDepartment.length).toBeLessThan(jobs.length);
  const visit = await gotoImpatient(page, `${href('jobs', locale)}?department=${department.key}`);
  const list = page.getByRole('main').locator('.job-board__list > li');
  await expect(list.filter({ visible: true })).toHaveCount(inDepartment.length);
  await expect(page.getByLabel(text(locale, 'JobsPage', 'departmentLabel'))).toHaveValue(department.key);
  await visit.release();
  await expect(list).toHaveCount(inDepartment.length);
});

async function passwordResetForm(page: Page) {
  const password = page.getByLabel(text(locale, 'PasswordReset', 'passwordLabel'), { exact: true });
  return { password, submit: page.getByRole('button', { name: text(locale, 'PasswordReset', 'submit') }) };
}

test('password reset offline from the load: the §8 offline message, input kept, scripts fetched again online', async ({
  page,
  context,
}) => {
  const token = await createLink({ kind: 'reset', ageDays: 1, locale });
  const visit = await gotoImpatient(page, `${localizedPath(locale, routes.passwordReset.path)}#${token}`);
  const { password, submit } = await passwordResetForm(page);
  // The connection drops before the held scripts arrive: every one of them fails.
  await context.setOffline(true);
  await visit.release();
  await password.fill('Secret123');
  await fillBirthday(page, locale, '1990-04-12');
  await submit.click({ force: true });
  await expect(page.getByRole('main').getByText(text(locale, 'Errors', 'offline'))).toBeVisible();
  await expect(password).toHaveValue('Secret123');

  // Back online: the failed scripts are requested again, the form hydrates and sends what was typed.
  await context.setOffline(false);
  await expect(submit).toBeEnabled();
  await expect(password).toHaveValue('Secret123');
  await submit.click();
  await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'successHeadline') })).toBeVisible();
});
