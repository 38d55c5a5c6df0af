import type { Page } from '@playwright/test';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { intlLocale } from '@site/i18n';
import { localizedPath, routes } from '@site/config/routes';
import { locales, text } from '../helpers';
import { bankCategories, banks } from './bundledContent';
import { expectNoHorizontalScroll } from './toolHelpers';

// A returning visitor: the suite's `test` stores essential consent first (the consent dialog,
// tested in consent*.spec.ts, would cover the page). One page per locale, a step per behaviour.

const { path } = routes.bankComparison;

for (const locale of locales) {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'BankComparator', key, values);
  const allBanks = banks(locale);
  const categories = bankCategories(locale);
  const table = (page: Page) => page.getByRole('table');
  const bankBox = (page: Page, name: string, own: boolean) =>
    page.getByRole('checkbox', { name: own ? `${name} (${t('ownOffer')})` : name, exact: true });

  test(`bank comparator (${locale}): three banks to start, every category named, picking and sorting, a 320 px phone`, async ({ page }) => {
    test.slow(); // every bank picked, sorted twice, four axe runs
    await page.goto(localizedPath(locale, path));

    await test.step('starts with three banks and names every category', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('headline'));
      expect(categories).toHaveLength(15);
      expect(allBanks.length).toBeGreaterThanOrEqual(4);
      await expect(table(page).getByRole('rowheader')).toHaveCount(3);
      for (const category of categories) {
        await expect(table(page).getByRole('columnheader', { name: category.name, exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    // From the state the step before left: the three banks of the start.
    await test.step('picking and unpicking banks changes the comparison', async () => {
      await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);
      for (const bank of allBanks) await bankBox(page, bank.name, bank.isOwnOffer).check();
      await expect(table(page).getByRole('rowheader')).toHaveCount(allBanks.length);
      for (const bank of allBanks) await bankBox(page, bank.name, bank.isOwnOffer).uncheck();
      await expect(page.getByText(t('emptyPick'))).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoAxeViolations(page);
      const [first] = allBanks;
      await bankBox(page, first!.name, first!.isOwnOffer).check();
      await expect(table(page).getByRole('rowheader')).toHaveText([new RegExp(`^${escape(first!.name)}`)]);
    });

    // From one bank picked: every bank is picked again first.
    await test.step('sorts the picked banks by a category, best first, with the rating in words', async () => {
      for (const bank of allBanks) await bankBox(page, bank.name, bank.isOwnOffer).check();
      const collator = new Intl.Collator(intlLocale(locale));
      for (const category of [categories[0]!, categories[13]!]) {
        await page.getByRole('combobox', { name: t('sortLabel') }).selectOption({ label: category.name });
        const expected = [...allBanks]
          .sort((a, b) => b.ratings[category.key]! - a.ratings[category.key]! || collator.compare(a.name, b.name));
        await expect(table(page).getByRole('rowheader')).toHaveText(expected.map((b) => new RegExp(`^${escape(b.name)}`)));
        await expect(table(page).getByRole('columnheader', { name: category.name, exact: true })).toHaveAttribute('aria-sort', 'descending');
        await expect(table(page)).toHaveAccessibleName(new RegExp(escape(category.name)));
        // The best rating is written out as a number and a word, not only as a colour.
        const best = expected[0]!.ratings[category.key]!;
        const firstRow = table(page).getByRole('row').nth(1);
        const cell = firstRow.getByRole('cell').nth(categories.indexOf(category) + 1);
        await expect(cell).toContainText(t('ratingOutOf', { rating: String(best) }));
        await expect(cell).toContainText(t(`ratings.${best}`));
      }
      await expectNoAxeViolations(page);
    });

    await test.step('fits a 320 px wide phone; only the table scrolls sideways', async () => {
      // The page as it opens: three banks.
      await page.reload();
      await page.setViewportSize({ width: 320, height: 700 });
      await expectNoHorizontalScroll(page);
      const scroller = page.getByRole('region', { name: new RegExp(escape(t('tableCaption', { sortKey: t('sortOverall') }))) });
      await expect(scroller).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
