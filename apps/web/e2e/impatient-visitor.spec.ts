import type { Page } from '@playwright/test';
import { budgetCaseKey } from '@site/content/budgetCases';
import { href, localizedPath, routes } from '@site/config/routes';
import { HYDRATED_MARK } from '@site/consent/pageMarkers';
import { createLink, gotoImpatient, hydrated, uniqueEmail } from '@site/testing';
import type { Locale } from '@site/i18n';
import { formatCents } from '../src/lib/format';
import { locales } from './helpers';
import { content } from './pages/content';
import { accountPlans, bankCategories, banks, budgetAdviceHeadlines } from './tools/bundledContent';
import { detailPath } from '../src/lib/detailRoutes';
import { employmentTypes } from '../src/lib/jobFilters';
import { definition } from './tools/toolHelpers';
import { expect, fillBirthday, siteConfig, test, text, textPattern } from './systemPages';

/**
 * A visitor who acts as soon as the HTML is there (DOMContentLoaded), before any script chunk
 * has arrived: every script request is held (gotoImpatient), the test types, clicks and chooses,
 * then lets the scripts through and checks that what it did counts (docs/decisions.md, "Nothing
 * a visitor does before the scripts is lost").
 */

// Both locales write amounts their own way.
const household = {
  'de-DE': { income: '3000', housing: '1000', food: '250,50' },
  'en-EU': { income: '3000', housing: '1000', food: '250.50' },
} as const;

// Amounts are written the locale's way: the budget calculator in both locales.
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
  });
}

// What the visitor's early input does is the same code in both locales: each form in one of
// them, the locales taking turns.
test('account comparison: the only-differences switch clicked before the scripts takes effect (de-DE)', async ({ page }) => {
  const locale: Locale = 'de-DE';
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

test('newsletter: the e-mail and the privacy tick given before the scripts are kept and sent (en-EU)', async ({ page }) => {
  const locale: Locale = 'en-EU';
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

test('partner registration: a birthday typed before the scripts gets its range message; the password shown stays shown (de-DE)', async ({ page }) => {
  const locale: Locale = 'de-DE';
  const token = await createLink({ kind: 'partner', ageDays: 1, locale });
  const visit = await gotoImpatient(page, `${localizedPath(locale, routes.partnerRegistration.path)}#${token}`);
  await fillBirthday(page, locale, '1850-01-01');
  const password = page.getByLabel(text(locale, 'PartnerRegistration', 'passwordLabel'), { exact: true });
  await password.fill('Secret123');
  const show = page.getByRole('button', { name: text(locale, 'Validation', 'passwordShow') });
  await show.click();
  await visit.release();
  await expect(page.getByText(textPattern(locale, 'Validation', 'birthdayRange'))).toBeVisible();
  await hydrated(show);
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Secret123');
});

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

test("the footer's 'Cookie settings' clicked before the scripts opens the settings once they run", async ({ page }) => {
  const visit = await gotoImpatient(page, href('magazine', locale));
  const settings = page.getByRole('contentinfo').getByRole('button', { name: text(locale, 'Footer', 'cookieSettings') });
  await settings.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await visit.release();
  await expect(page.getByRole('dialog', { name: text(locale, 'Consent', 'settingsTitle') })).toBeVisible();
});

test('jobs: a filter in the query is applied in the first frame, count and empty state included', async ({ page }) => {
  const { jobs, jobDepartments } = await content(locale);
  const department = jobDepartments.find((d) => jobs.some((j) => j.department.key !== d.key))!;
  const inDepartment = jobs.filter((j) => j.department.key === department.key);
  expect(inDepartment.length).toBeLessThan(jobs.length);
  const list = page.getByRole('main').locator('.job-board__list > li');
  const count = page.getByRole('main').locator('.job-board__count');
  // What the count paragraph shows: its text, or the first frame's line drawn before it.
  const shownCount = () =>
    count.evaluate((p) => {
      const before = getComputedStyle(p, '::before').content;
      return before !== 'none' && before !== 'normal' ? JSON.parse(before) : (p as HTMLElement).innerText;
    });
  const visit = await gotoImpatient(page, `${href('jobs', locale)}?department=${department.key}`);
  await expect(list.filter({ visible: true })).toHaveCount(inDepartment.length);
  await expect(page.getByLabel(text(locale, 'JobsPage', 'departmentLabel'))).toHaveValue(department.key);
  const firstFrameCount = await shownCount();
  await expect(page.getByText(text(locale, 'JobsPage', 'noMatch'))).toBeHidden();
  await visit.release();
  await expect(list).toHaveCount(inDepartment.length);
  await hydrated(count);
  expect(firstFrameCount).toBe(await count.innerText());
  expect(firstFrameCount).toContain(String(inDepartment.length));

  // A department and a type no job has together: the empty state, not the full list, first.
  const type = employmentTypes.find((k) => !inDepartment.some((j) => j.employmentType === k))!;
  expect(type).toBeTruthy();
  const empty = await gotoImpatient(page, `${href('jobs', locale)}?department=${department.key}&type=${type}`);
  await expect(page.getByRole('heading', { name: text(locale, 'JobsPage', 'noMatch') })).toBeVisible();
  await expect(list.filter({ visible: true })).toHaveCount(0);
  const emptyCount = await shownCount();
  expect(emptyCount).toContain('0');
  await empty.release();
  await expect(page.getByRole('button', { name: text(locale, 'JobsPage', 'reset') })).toBeVisible();
  await hydrated(count);
  expect(await count.innerText()).toBe(emptyCount);
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

// Amounts in each locale's own writing: within 50 % for needs, within 30 % for wants, 20 % saved.
const budgetCheckEntries = {
  'de-DE': { income: '3.000', essentials: '1.500', fun: '900', savings: '600' },
  'en-EU': { income: '3,000', essentials: '1,500', fun: '900', savings: '600' },
} as const;

test('50-30-20 check (de-DE): amounts typed before the scripts give their case; the hydrated mark comes after its controls', async ({
  page,
}) => {
  const de: Locale = 'de-DE';
  const t = (key: string) => text(de, 'BudgetCheck', key);
  const field = (name: string) => page.getByRole('textbox', { name: t(`fields.${name}`), exact: true });
  // pnpm bench's hydrated figure is this mark (bench/README.md): when it is set, React must
  // already have adopted every control of the page.
  await page.addInitScript((name) => {
    const mark = performance.mark.bind(performance);
    performance.mark = (markName: string, options?: PerformanceMarkOptions) => {
      if (markName === name) {
        const controls = [...document.querySelectorAll('main input, main select, main button')];
        document.documentElement.dataset.controlsAtMark = `${controls.length}:${controls.every((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
        )}`;
      }
      return mark(markName, options);
    };
  }, HYDRATED_MARK);
  const visit = await gotoImpatient(page, localizedPath(de, routes.budgetCheck.path));
  const entries = budgetCheckEntries[de];
  for (const [name, value] of Object.entries(entries)) await field(name).fill(value);
  await visit.release();
  await hydrated(field('savings'));
  const headline = budgetAdviceHeadlines(de).get(budgetCaseKey({ essentials: 'within', fun: 'within', savings: 'high' }));
  expect(headline).toBeTruthy();
  const result = page.getByRole('region', { name: t('resultHeading') });
  await expect(result.getByRole('heading', { level: 3 })).toHaveText(headline!);
  for (const [name, value] of Object.entries(entries)) await expect(field(name)).toHaveValue(value);
  await expect(page.locator('html')).toHaveAttribute('data-controls-at-mark', /^[1-9]\d*:true$/);
});

test('bank comparator: banks ticked and a sort chosen before the scripts count', async ({ page }) => {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'BankComparator', key, values);
  const allBanks = banks(locale);
  const category = bankCategories(locale)[4]!;
  const box = (bank: (typeof allBanks)[number]) =>
    page.getByRole('checkbox', { name: bank.isOwnOffer ? `${bank.name} (${t('ownOffer')})` : bank.name, exact: true });
  const visit = await gotoImpatient(page, localizedPath(locale, routes.bankComparison.path));
  for (const bank of allBanks) await box(bank).check();
  const sort = page.getByLabel(t('sortLabel'));
  await sort.selectOption(category.key);
  await visit.release();
  await hydrated(sort);
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveCount(allBanks.length);
  await expect(table.getByRole('columnheader', { name: category.name, exact: true })).toHaveAttribute('aria-sort', 'descending');
  await expect(sort).toHaveValue(category.key);
  for (const bank of allBanks) await expect(box(bank)).toBeChecked();
});

test('companies (de-DE): a category chosen and a name typed before the scripts filter the list', async ({ page }) => {
  const de: Locale = 'de-DE';
  const t = (key: string) => text(de, 'CompaniesPage', key);
  const { companies } = await content(de);
  const target = companies[3]!;
  const visit = await gotoImpatient(page, href('companies', de));
  const chip = page.getByRole('group', { name: t('categoryLabel') }).getByRole('button', { name: t(`categories.${target.category}`), exact: true });
  await chip.click();
  const search = page.getByLabel(t('searchLabel'));
  await search.fill(target.name);
  await visit.release();
  await hydrated(search);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue(target.name);
  const items = page.locator('.company-browser__list > li');
  await expect(items).toHaveCount(companies.filter((c) => c.category === target.category && c.name.includes(target.name)).length);
  await expect(items.getByRole('link', { name: target.name, exact: true })).toBeVisible();
});

test('home: the slideshow moved before the scripts stays moved', async ({ page }) => {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'HowItWorks', key, values);
  const visit = await gotoImpatient(page, href('home', locale));
  const region = page.getByRole('region', { name: t('carouselLabel') });
  await region.getByRole('button', { name: t('next') }).click();
  await visit.release();
  const second = region.getByRole('group', { name: t('slideLabel', { index: '2', total: '3' }), exact: true });
  await expect(second).toHaveAttribute('aria-current', 'true');
});

test('job page: Copy link clicked before the scripts copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const job = (await content(locale)).jobs[0]!;
  const path = localizedPath(locale, detailPath('job', job.slug));
  const visit = await gotoImpatient(page, path);
  await page.getByRole('button', { name: text(locale, 'JobPage', 'copyLink') }).click();
  await visit.release();
  await expect(page.getByRole('status').filter({ hasText: text(locale, 'JobPage', 'copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteConfig.siteUrl}${path}`);
});

test('reimbursement (de-DE): IBAN, name and birthday typed before the scripts are sent', async ({ page }) => {
  const de: Locale = 'de-DE';
  const t = (key: string) => text(de, 'Reimbursement', key);
  const token = await createLink({
    kind: 'refund',
    ageDays: 1,
    locale: de,
    holder: { firstName: 'Ben', lastName: 'Müller', birthday: '1985-11-03' },
  });
  const visit = await gotoImpatient(page, `${localizedPath(de, routes.reimbursement.path)}#${token}`);
  const iban = page.getByLabel(t('ibanLabel'), { exact: true });
  await iban.fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel(t('nameLabel'), { exact: true }).fill('Ben Müller');
  await fillBirthday(page, de, '1985-11-03');
  await visit.release();
  await hydrated(iban);
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: t('submit') }).click();
  await expect(page.getByRole('heading', { name: t('successHeadline') })).toBeVisible();
});

test('referral: Redeem clicked before the scripts redeems the invitation', async ({ page }) => {
  const token = await createLink({ kind: 'referral', ageDays: 1, locale, referralCode: 'FRIEND-2026' });
  const visit = await gotoImpatient(page, `${localizedPath(locale, routes.referral.path)}#${token}`);
  await page.getByRole('button', { name: text(locale, 'Referral', 'submit') }).click();
  await visit.release();
  await expect(page.getByRole('heading', { name: text(locale, 'Referral', 'successHeadline') })).toBeVisible();
});
