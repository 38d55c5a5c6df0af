// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { href, localizedPath } from '@site/config/routes';
import { detailPath } from '../../src/lib/detailRoutes';
import { companyMonogram } from '../../src/lib/companyMonogram';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { box, legalIdentity, locales, text } from '../helpers';
import { content } from './content';

for (const locale of locales) {
  test(`the fund page (${locale}): facts labelled and formatted, ACCUMULATING as '${text(locale, 'InvestingPage', 'distribution.ACCUMULATING')}'; the factsheet linked as a PDF in the page's language, with the page's figures${locale === 'en-EU' ? '; the composition tabs operated with the arrow keys' : ''}`, async ({ page, request }) => {
    const { fund } = await content(locale);
    await page.goto(href('investing', locale));

    await test.step('fund facts are labelled and formatted', async () => {
      const main = page.getByRole('main');
      for (const key of ['isin', 'wkn', 'accountFee', 'distributionType', 'totalExpenseRatio', 'issueDate', 'netAssetValuePerShare'] as const) {
        await expect(main.locator('dt', { hasText: text(locale, 'InvestingPage', `facts.${key}`) })).toBeVisible();
      }
      await expect(main).toContainText(fund.isin);
      await expect(main).toContainText(text(locale, 'InvestingPage', `distribution.${fund.distributionType}`));
      await expect(main).toContainText(locale === 'de-DE' ? /\d,\d+\s%/ : /\d\.\d+%/);
    });

    await test.step('the factsheet is linked as a PDF in the page\'s language, with the page\'s figures', async () => {
      const { notices } = await content(locale);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: text(locale, 'InvestingPage', 'documentsHeading') })).toBeVisible();
      const riskClass = text(locale, 'InvestingPage', 'riskScale.label', { value: String(fund.summaryRiskIndicator), max: '7' });
      // The key information document is the fund company's (fund-documents.spec.ts).
      for (const kind of ['factsheet'] as const) {
        const name = text(locale, 'InvestingPage', 'documents.link', { name: text(locale, 'InvestingPage', `documents.${kind}`) });
        const link = main.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('type', 'application/pdf');
        await expect(link).toHaveAttribute('hreflang', locale);
        const response = await request.get((await link.getAttribute('href'))!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
        const { info } = await getMeta(pdf);
        expect(info).toMatchObject({ Language: locale });
        // What a reader copies out of it, without the layout's line breaks.
        const { text: pdfText } = await extractText(pdf, { mergePages: true });
        const squeezed = pdfText.replace(/\s+/g, '');
        for (const expected of [fund.isin, fund.name, riskClass, notices.fundRisk, legalIdentity.company.name]) {
          expect(squeezed, `${kind} says ${expected}`).toContain(expected.replace(/\s+/g, ''));
        }
        // The figures as the page prints them: the total expense ratio's row.
        const ter = await main.locator('dt', { hasText: text(locale, 'InvestingPage', 'facts.totalExpenseRatio') }).locator('xpath=following-sibling::dd[1]').innerText();
        expect(squeezed).toContain(ter.replace(/\s+/g, ''));
      }
      await expectNoAxeViolations(page);
    });

    // The tabs are tested in en-EU.
    if (locale !== 'en-EU') return;
    await test.step('composition tabs: a tablist operated with the arrow keys, each panel with chart and table', async () => {
      const tablist = page.getByRole('tablist', { name: text(locale, 'InvestingPage', 'tabsLabel') });
      const tab = (key: string) => tablist.getByRole('tab', { name: text(locale, 'InvestingPage', `tabs.${key}`) });
      await expect(tab('composition')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel').getByRole('table')).toContainText(fund.composition[0]!.label);

      await tab('composition').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('industries')).toBeFocused();
      await expect(tab('industries')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: text(locale, 'InvestingPage', 'tabs.industries') }).getByRole('table')).toContainText(fund.industries[0]!.label);
      await page.keyboard.press('ArrowRight');
      await expect(tab('countries')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tab('composition')).toBeFocused();
      await page.keyboard.press('End');
      await expect(tab('countries')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab('industries')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').locator('figure li')).toHaveCount(fund.industries.length);
      await expectNoAxeViolations(page);
    });
  });

  test(`the companies (${locale}): ${locale === 'en-EU' ? 'filtered by category and searched by name, each with a detail page' : 'each with its monogram beside its name'}; a company page says what the company does, how, why it is in the fund and one measurable result; at 390 px the industry filter is one select`, async ({ page }) => {
    test.slow(); // four pages, two axe runs
    const { companies } = await content(locale);
    if (locale === 'en-EU') {
      await test.step('companies filter by category and search by name; each has a detail page', async () => {
        await page.goto(href('companies', locale));
        const items = page.locator('.company-browser__list > li');
        await expect(items).toHaveCount(companies.length);

        const category = companies[0]!.category;
        const group = page.getByRole('group', { name: text(locale, 'CompaniesPage', 'categoryLabel') });
        await group.getByRole('button', { name: text(locale, 'CompaniesPage', `categories.${category}`) }).click();
        await expect(group.getByRole('button', { name: text(locale, 'CompaniesPage', `categories.${category}`) })).toHaveAttribute('aria-pressed', 'true');
        await expect(items).toHaveCount(companies.filter((c) => c.category === category).length);

        await group.getByRole('button', { name: text(locale, 'CompaniesPage', 'allCategories') }).click();
        const target = companies[5]!;
        await page.getByLabel(text(locale, 'CompaniesPage', 'searchLabel')).fill(target.name.slice(0, 6).toUpperCase());
        await expect(items.filter({ hasText: target.name })).toHaveCount(1);

        await page.getByLabel(text(locale, 'CompaniesPage', 'searchLabel')).fill('zzzz no such company');
        await expect(page.getByText(text(locale, 'CompaniesPage', 'noMatch'))).toBeVisible();
        await page.getByRole('button', { name: text(locale, 'CompaniesPage', 'reset') }).click();
        await expect(items).toHaveCount(companies.length);
        await expectNoAxeViolations(page);

        await page.getByRole('link', { name: target.name, exact: true }).click();
        await expect(page).toHaveURL(localizedPath(locale, detailPath('company', target.slug)));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
        await expect(page.getByRole('main')).toContainText(target.sustainabilityReason);
        await expectNoAxeViolations(page);
      });
    } else {
      await test.step('each company in the list carries its monogram beside its name', async () => {
        await page.goto(href('companies', locale));
        const items = page.locator('.company-browser__list > li');
        await expect(items).toHaveCount(companies.length);
        for (const company of companies) {
          const item = items.filter({ has: page.getByRole('link', { name: company.name, exact: true }) });
          await expect(item.locator('[aria-hidden="true"]')).toHaveText(companyMonogram(company.name));
        }
        const [monogram, name] = await Promise.all([box(items.first().locator('[aria-hidden="true"]')), box(items.first().getByRole('link'))]);
        expect(monogram.x + monogram.width, 'the monogram stands before the name').toBeLessThanOrEqual(name.x);
        expect(monogram.height).toBeGreaterThanOrEqual(40);
      });
    }

    await test.step('a company page says what the company does, how, why it is in the fund and one measurable result', async () => {
      const company = (await content(locale)).companies[0]!;
      await page.goto(localizedPath(locale, detailPath('company', company.slug)));
      const result = page.getByRole('region', { name: text(locale, 'CompanyPage', 'resultHeading') });
      await expect(result).toContainText(company.measurableResult);
      const main = page.getByRole('main');
      for (const said of [company.description, company.approach, company.sustainabilityReason]) await expect(main).toContainText(said);
      // Three to four sentences of what, how and why, one of them the measurable result.
      const sentences = (await main.locator('p').allInnerTexts()).join(' ').match(/[^.!?]+[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(4);
    });

    await test.step('at 390 px the industry filter is one select, not rows of chips, and it filters', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(href('companies', locale));
      const items = page.locator('.company-browser__list > li');
      await expect(items).toHaveCount(companies.length);
      await expect(page.getByRole('group', { name: text(locale, 'CompaniesPage', 'categoryLabel') })).toBeHidden();
      const select = page.getByRole('combobox', { name: text(locale, 'CompaniesPage', 'categoryLabel') });
      await expect(select).toBeVisible();
      // Search and industry together take at most two rows of controls.
      const [search, filter] = await Promise.all([
        box(page.getByLabel(text(locale, 'CompaniesPage', 'searchLabel'))),
        box(select),
      ]);
      expect(filter.y + filter.height - search.y, 'search and filter in two rows').toBeLessThan(2 * 44 + 3 * 32);
      const category = companies[0]!.category;
      await select.selectOption(category);
      await expect(items).toHaveCount(companies.filter((c) => c.category === category).length);
      await select.selectOption('');
      await expect(items).toHaveCount(companies.length);
    });
  });
}
