import type { Page } from '@playwright/test';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import { formatCents } from '../../src/lib/format';
import { locales, text } from '../helpers';
import { definition, expectNoHorizontalScroll } from './toolHelpers';

// A returning visitor: the suite's `test` stores essential consent first (the consent dialog,
// tested in consent*.spec.ts, would cover the page). One test per locale, a step per behaviour,
// each on a fresh page without stored entries, as a test of its own had it.

const { path } = routes.budgetCalculator;

// The same household written the way each locale writes numbers.
const household = {
  'de-DE': { income: '3.250,50', housing: '1.100', food: '420,25', securities: '150' },
  'en-EU': { income: '3,250.50', housing: '1,100', food: '420.25', securities: '150' },
} as const;

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'BudgetCalculator', key, values);
  const field = (page: Page, name: string) => page.getByRole('textbox', { name: t(`fields.${name}`), exact: true });
  const card = (page: Page) => page.getByRole('region', { name: t('resultHeading') });
  const euro = (cents: number) => formatCents(cents, locale);

  test(`budget calculator (${locale}): the sections and fields of §3, the result as one types, bad input, group separators, a shortfall, reload and reset, a 320 px phone`, async ({ page }) => {
    test.slow(); // seven fresh pages, four axe runs
    /** The page as a first visit opens it: no entries stored, the form interactive. */
    const fresh = async () => {
      // The tab keeps the entries (sessionStorage) across page loads: a step starts without them.
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.goto(localizedPath(locale, path));
      // Entries are restored after hydration; wait until the form is interactive.
      await expect(page.getByRole('button', { name: t('reset') })).toBeEnabled();
    };

    await test.step('has the three sections and every field of §3', async () => {
      await fresh();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('headline'));
      for (const section of ['income', 'expenses', 'savings']) {
        await expect(page.getByRole('group', { name: t(`sections.${section}`) })).toBeVisible();
      }
      const names = ['income', 'housing', 'insuranceExpenses', 'food', 'mobility', 'shopping', 'subscriptions', 'gastro', 'experiences', 'donations', 'other', 'checkings', 'insuranceSavings', 'deposits', 'securities', 'otherSavings'];
      for (const name of names) await expect(field(page, name)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('updates the result card as the visitor types', async () => {
      await fresh();
      const result = card(page);
      await expect(definition(result, t('income'))).toHaveText(euro(0));
      const entries = household[locale];
      await field(page, 'income').fill(entries.income);
      await expect(definition(result, t('income'))).toHaveText(euro(325050));
      await expect(definition(result, t('balance'))).toHaveText(euro(325050));
      await field(page, 'housing').fill(entries.housing);
      await field(page, 'food').fill(entries.food);
      await field(page, 'securities').fill(entries.securities);
      await expect(definition(result, t('expenses'))).toHaveText(euro(152025));
      await expect(definition(result, t('savings'))).toHaveText(euro(15000));
      await expect(definition(result, t('balance'))).toHaveText(euro(158025));
      // The chart's text alternative says the same in words.
      await expect(result.getByRole('img', { name: new RegExp(t('chartTitle')) })).toBeVisible();
      await expect(result.locator('figcaption')).toContainText(euro(152025));
      await expectNoAxeViolations(page);
    });

    await test.step('names bad input at the field and leaves it out of the result', async () => {
      await fresh();
      const result = card(page);
      await field(page, 'income').fill('2000');
      const cases = [
        ['food', '-50', 'negative'],
        ['housing', 'abc', 'notANumber'],
        ['gastro', locale === 'de-DE' ? '20.000.000' : '20,000,000', 'tooLarge'],
        ['shopping', locale === 'de-DE' ? '1,234.56' : '1.234,56', 'grouping'],
        ['mobility', locale === 'de-DE' ? '0,005' : '0.005', 'tooManyDecimals'],
      ] as const;
      for (const [name, input, error] of cases) {
        await field(page, name).fill(input);
        await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(text(locale, 'AmountField', error).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      await expect(definition(result, t('expenses'))).toHaveText(euro(0));
      await expect(definition(result, t('balance'))).toHaveText(euro(200000));
      await expect(result).toContainText(t('leftOut', { count: '5' }));
      await expect(page.getByText(/\bNaN\b/)).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Correcting an entry brings it back into the result.
      await field(page, 'food').fill('50');
      await expect(definition(result, t('expenses'))).toHaveText(euro(5000));
    });

    await test.step('takes group separators only in groups of three and only the locale\'s own', async () => {
      await fresh();
      const result = card(page);
      const rejected = locale === 'de-DE' ? ['1.2.3', '12.34', '1 234', '1,234.56'] : ['1,23', '12,34', '0,001', ',5'];
      for (const input of rejected) {
        await field(page, 'income').fill(input);
        await expect(field(page, 'income'), input).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, 'income'), input).toHaveAccessibleDescription(
          new RegExp(text(locale, 'AmountField', 'grouping').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        );
        await expect(definition(result, t('income')), input).toHaveText(euro(0));
        await expect(result).toContainText(t('leftOut', { count: '1' }));
      }
      const accepted: [string, number][] =
        locale === 'de-DE'
          ? [['1.234,56', 123456], ['1234', 123400], ['300€', 30000], ['2.000 €', 200000], [',5', 50]]
          : [['1,234.56', 123456], ['1234', 123400], ['300€', 30000], ['€2,000', 200000], ['.5', 50]];
      for (const [input, cents] of accepted) {
        await field(page, 'income').fill(input);
        await expect(field(page, 'income'), input).not.toHaveAttribute('aria-invalid', 'true');
        await expect(definition(result, t('income')), input).toHaveText(euro(cents));
      }
    });

    await test.step('says so when more goes out than comes in', async () => {
      await fresh();
      await field(page, 'income').fill('1000');
      await field(page, 'housing').fill('1200');
      const result = card(page);
      await expect(definition(result, t('balance'))).toHaveText(euro(-20000));
      await expect(result).toContainText(t('shortfall', { amount: euro(20000) }));
      await expectNoAxeViolations(page);
    });

    await test.step('keeps entries across a reload and clears them on reset', async () => {
      await fresh();
      await field(page, 'income').fill(household[locale].income);
      await field(page, 'food').fill('abc');
      await page.reload();
      await expect(field(page, 'income')).toHaveValue(household[locale].income);
      await expect(field(page, 'food')).toHaveValue('abc');
      await expect(definition(card(page), t('income'))).toHaveText(euro(325050));

      await page.getByRole('button', { name: t('reset') }).click();
      await expect(field(page, 'income')).toHaveValue('');
      await expect(field(page, 'food')).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: t('resetDone') })).toBeVisible();
      await expect(definition(card(page), t('income'))).toHaveText(euro(0));
      await page.reload();
      await expect(page.getByRole('button', { name: t('reset') })).toBeEnabled();
      await expect(field(page, 'income')).toHaveValue('');
    });

    await test.step('fits a 320 px wide phone', async () => {
      await fresh();
      await page.setViewportSize({ width: 320, height: 640 });
      await field(page, 'income').fill(household[locale].income);
      await expectNoHorizontalScroll(page);
    });
  });
}

test('entries typed in one language are carried over in the other format', async ({ page }) => {
  await page.goto(localizedPath('de-DE', path));
  const deField = page.getByRole('textbox', { name: text('de-DE', 'BudgetCalculator', 'fields.income') });
  await deField.fill('2.500,5');
  await page.goto(localizedPath('en-EU', path));
  await expect(page.getByRole('textbox', { name: text('en-EU', 'BudgetCalculator', 'fields.income') })).toHaveValue('2,500.5');
});
