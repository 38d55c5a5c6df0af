import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { budgetCases } from '@site/content/budgetCases';
import type { Locale } from '@site/i18n';
import { localizedPath, routes } from '@site/config/routes';
import { locales, text } from '../helpers';
import { budgetAdviceHeadlines } from './bundledContent';
import { expectNoHorizontalScroll } from './toolHelpers';

// A returning visitor: the suite's `test` stores essential consent first (the consent dialog,
// tested in consent*.spec.ts, would cover the page). One test per locale, a step per behaviour,
// each on a fresh page without stored entries, as a test of its own had it.

const { path } = routes.budgetCheck;

// Income 3,000 €; each level's amount sits exactly on or one cent past its boundary.
const amounts: Record<Locale, Record<string, string>> = {
  'de-DE': { income: '3.000', within50: '1.500', over50: '1.500,01', within30: '900', over30: '900,01', negative: '-0,01', low: '0', medium: '300', high: '600' },
  'en-EU': { income: '3,000', within50: '1,500', over50: '1,500.01', within30: '900', over30: '900.01', negative: '-0.01', low: '0', medium: '300', high: '600' },
};


for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'BudgetCheck', key, values);
  const field = (page: Page, name: string) => page.getByRole('textbox', { name: t(`fields.${name}`), exact: true });
  const result = (page: Page) => page.getByRole('region', { name: t('resultHeading') });

  test(`50-30-20 check (${locale}): income first, all 16 cases, the shares of income, bad input, no verdict while an entry is invalid, reload and reset, a 320 px phone`, async ({ page }) => {
    test.slow(); // seven fresh pages, four axe runs
    /** The page as a first visit opens it: no entries stored, the form interactive. */
    const fresh = async () => {
      // The tab keeps the entries (sessionStorage) across page loads: a step starts without them.
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.goto(localizedPath(locale, path));
      // Entries are restored after hydration; wait until the form is interactive.
      await expect(page.getByRole('button', { name: t('reset') })).toBeEnabled();
    };

    await test.step('asks for income before it shows a case', async () => {
      await fresh();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('headline'));
      await expect(result(page)).toContainText(t('noIncome'));
      await expectNoAxeViolations(page);
      await field(page, 'income').fill('0');
      await field(page, 'essentials').fill('500');
      await expect(result(page)).toContainText(t('noIncome'));
      await expect(result(page).getByRole('heading', { level: 3 })).toHaveCount(0);
    });

    await test.step('reaches all 16 cases, each with its own headline from the content', async () => {
      await fresh();
      const headlines = budgetAdviceHeadlines(locale);
      const a = amounts[locale];
      await field(page, 'income').fill(a.income!);
      const seen = new Set<string>();
      for (const { key, essentials, fun, savings } of budgetCases) {
        await field(page, 'essentials').fill(a[essentials === 'within' ? 'within50' : 'over50']!);
        await field(page, 'fun').fill(a[fun === 'within' ? 'within30' : 'over30']!);
        await field(page, 'savings').fill(a[savings]!);
        const headline = headlines.get(key);
        expect(headline, `content has advice for ${key}`).toBeTruthy();
        await expect(result(page).getByRole('heading', { level: 3 })).toHaveText(headline!);
        await expect(result(page)).toContainText(t(`levels.${savings}`));
        seen.add(headline!);
      }
      expect(seen.size).toBe(16);
      await expectNoAxeViolations(page);
    });

    await test.step('shows the categories with their share of income', async () => {
      await fresh();
      await field(page, 'income').fill('2000');
      await field(page, 'essentials').fill('1000');
      await field(page, 'fun').fill('500');
      await field(page, 'savings').fill('500');
      const region = result(page);
      for (const category of ['essentials', 'fun', 'savings']) {
        await expect(region.getByText(t(`categories.${category}`), { exact: true })).toBeVisible();
      }
      await expect(region).toContainText(locale === 'de-DE' ? '50 % deines Einkommens' : '50% of your income');
      await expect(region).toContainText(locale === 'de-DE' ? '25 % deines Einkommens' : '25% of your income');
      await expect(region).toContainText(t('levels.high'));
    });

    await test.step('names bad input at the field and never shows NaN', async () => {
      await fresh();
      await field(page, 'income').fill('2000');
      await field(page, 'essentials').fill('-5');
      await field(page, 'fun').fill('viel');
      await expect(field(page, 'essentials')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, 'essentials')).toHaveAccessibleDescription(new RegExp(escape(text(locale, 'AmountField', 'negative'))));
      await expect(field(page, 'fun')).toHaveAccessibleDescription(new RegExp(escape(text(locale, 'AmountField', 'notANumber'))));
      // Savings may be negative: a shortfall, not an error.
      await field(page, 'savings').fill('-200');
      await expect(field(page, 'savings')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(result(page)).toContainText(t('leftOut', { count: '2' }));
      await expect(page.getByText(/\bNaN\b/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await field(page, 'essentials').fill('500');
      await field(page, 'fun').fill('300');
      await expect(result(page)).toContainText(t('levels.negative'));
    });

    await test.step('shows no verdict while an entry is invalid, and says how many to correct', async () => {
      await fresh();
      await field(page, 'income').fill('3000');
      await field(page, 'essentials').fill('abc');
      await field(page, 'fun').fill('800');
      await field(page, 'savings').fill('500');
      await expect(field(page, 'essentials')).toHaveAccessibleDescription(new RegExp(escape(text(locale, 'AmountField', 'notANumber'))));
      await expect(result(page)).toContainText(t('leftOut', { count: '1' }));
      await expect(result(page).getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(result(page).getByRole('listitem')).toHaveCount(0);
      await expect(result(page)).not.toContainText(t('adviceHeading'));
      // A separator out of place is just as invalid.
      await field(page, 'essentials').fill(locale === 'de-DE' ? '12.34' : '12,34');
      await expect(field(page, 'essentials')).toHaveAccessibleDescription(new RegExp(escape(text(locale, 'AmountField', 'grouping'))));
      await expect(result(page)).toContainText(t('leftOut', { count: '1' }));
      await expect(result(page).getByRole('heading', { level: 3 })).toHaveCount(0);
      await field(page, 'essentials').fill('1200');
      await expect(result(page).getByRole('heading', { level: 3 })).toHaveText(budgetAdviceHeadlines(locale).get('within-within-medium')!);
      await expect(result(page)).not.toContainText(t('leftOut', { count: '1' }));
    });

    await test.step('keeps entries across a reload and clears them on reset', async () => {
      await fresh();
      await field(page, 'income').fill('2000');
      await field(page, 'essentials').fill('1000');
      await field(page, 'fun').fill('viel');
      await field(page, 'savings').fill('-200');
      await page.reload();
      await expect(field(page, 'income')).toHaveValue('2000');
      await expect(field(page, 'essentials')).toHaveValue('1000');
      await expect(field(page, 'fun')).toHaveValue('viel');
      await expect(field(page, 'savings')).toHaveValue('-200');
      await expect(result(page)).toContainText(t('leftOut', { count: '1' }));

      await page.getByRole('button', { name: t('reset') }).click();
      for (const name of ['income', 'essentials', 'fun', 'savings']) await expect(field(page, name)).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: t('resetDone') })).toBeVisible();
      await expect(result(page)).toContainText(t('noIncome'));
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(page.getByRole('button', { name: t('reset') })).toBeEnabled();
      await expect(field(page, 'income')).toHaveValue('');
    });

    await test.step('fits a 320 px wide phone', async () => {
      await fresh();
      await page.setViewportSize({ width: 320, height: 640 });
      await field(page, 'income').fill('2000');
      await field(page, 'essentials').fill('1200');
      await expectNoHorizontalScroll(page);
    });
  });
}

test('entries typed in one language are carried over in the other format, negative savings included', async ({ page }) => {
  const deField = (name: string) => page.getByRole('textbox', { name: text('de-DE', 'BudgetCheck', `fields.${name}`), exact: true });
  const enField = (name: string) => page.getByRole('textbox', { name: text('en-EU', 'BudgetCheck', `fields.${name}`), exact: true });
  await page.goto(localizedPath('de-DE', path));
  await expect(page.getByRole('button', { name: text('de-DE', 'BudgetCheck', 'reset') })).toBeEnabled();
  await deField('income').fill('2.500,5');
  await deField('savings').fill('-1.200,25');
  await page.goto(localizedPath('en-EU', path));
  await expect(enField('income')).toHaveValue('2,500.5');
  await expect(enField('savings')).toHaveValue('-1,200.25');
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
