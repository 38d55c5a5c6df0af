import { expect, expectNoAxeViolations, gotoImpatient, test } from '@site/testing';
import { href, type RouteId } from '@site/config/routes';
import type { Locator, Page } from '@playwright/test';
import { legalEntityValues, type Locale } from '@site/i18n';
import { legalIdentity, locales, text } from './helpers';
import { fundRiskClass, regulatoryNotice } from './tools/bundledContent';

/*
 * What a bank's advertising must say (issues 25 and 40): the deposit guarantee with the partner
 * bank, its supervisor and its scheme, the legal entity and the partner bank in the footer (from
 * the configuration) with the depositor information sheet, the scheme and the licence linked, a
 * capital-at-risk warning beside every return figure and every crowd-investing round, and the
 * fund's risk class on the PRIIPs scale beside its return, each in the content's wording.
 */

// The suite's `test` stores essential consent first: the consent dialog would cover the page.

/** The warnings an element points to with aria-describedby, read as a visitor sees them. */
async function describedWarnings(page: Page, element: Locator) {
  const ids = ((await element.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const warnings = page.locator(ids.map((id) => `[id="${id}"][data-risk-warning]`).join(', ') || '#none');
  return warnings;
}

/** A return figure or a round: its warning is visible, in the content's words, and right beside it. */
async function expectWarned(page: Page, element: Locator, wording: string) {
  const warning = await describedWarnings(page, element);
  await expect(warning, 'a return figure or round without its risk warning').toHaveCount(1);
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(wording);
  const [figure, note] = await Promise.all([element.boundingBox(), warning.boundingBox()]);
  // Beside it: inside or directly under the figure, not somewhere further down the page.
  expect(note!.y - (figure!.y + figure!.height)).toBeLessThan(48);
  expect(note!.y).toBeGreaterThanOrEqual(figure!.y);
}

// Every page a return figure or a round is shown on, and how many it must show at least.
const pagesWithFigures: [RouteId, number, number][] = [
  ['investing', 1, 0],
  ['crowdinvesting', 0, 3],
  ['home', 0, 1],
];

/** Every return figure and every crowd-investing round of the open page has its risk warning. */
async function expectEveryFigureWarned(page: Page, locale: Locale, [id, figures, rounds]: [RouteId, number, number]) {
  const returnFigures = page.locator('[data-return-figure]');
  expect(await returnFigures.count(), id).toBeGreaterThanOrEqual(figures);
  for (const figure of await returnFigures.all()) await expectWarned(page, figure, regulatoryNotice('fundRisk', locale));
  const roundList = page.locator('article[data-round]');
  expect(await roundList.count(), id).toBeGreaterThanOrEqual(rounds);
  for (const round of await roundList.all()) await expectWarned(page, round, regulatoryNotice('crowdinvestingRisk', locale));
  // A return shown without the marker would escape the checks above: the fund's return label
  // is always followed by a marked figure.
  const label = text(locale, 'InvestingPage', 'facts.estimatedReturnOnInvestment');
  for (const term of await page.getByRole('term').filter({ hasText: label }).all()) {
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveAttribute('data-return-figure');
  }
}

const figuresOn = (id: RouteId) => pagesWithFigures.find(([page]) => page === id)!;

for (const locale of locales) {
  test(`every return figure and round has its risk warning; the deposit guarantee and the legal entities are named where they must be; 'Notify me' leads to the sign-up (${locale})`, async ({ page }) => {
    test.slow(); // five pages

    await test.step('home: the rounds\' warnings, the deposit guarantee in the hero and the footer', async () => {
      const wording = regulatoryNotice('depositGuarantee', locale);
      await page.goto(href('home', locale));
      await expectEveryFigureWarned(page, locale, figuresOn('home'));
      const hero = page.locator('main > section').first();
      await expect(hero.locator('[data-notice="depositGuarantee"]')).toHaveText(wording);
      await expect(page.getByRole('contentinfo').locator('[data-notice="depositGuarantee"]')).toHaveText(wording);
    });

    await test.step("'Notify me' on the round that is not open leads to the crowd-investing sign-up", async () => {
      const round = page.locator('article[data-round="2026"]');
      await expect(round.getByRole('button')).toBeDisabled();
      await round.getByRole('link', { name: text(locale, 'CrowdinvestingPage', 'notifyMe') }).click();
      await expect(page).toHaveURL(new RegExp(`${href('crowdinvesting', locale)}#signup-crowdinvesting$`));
      await expect(page.locator('#signup-crowdinvesting').getByRole('textbox').first()).toBeInViewport();
    });

    for (const id of ['crowdinvesting', 'investing'] as const) {
      await test.step(`${id}: every return figure and round has its warning`, async () => {
        await page.goto(href(id, locale));
        await expectEveryFigureWarned(page, locale, figuresOn(id));
      });
    }

    await test.step('accounts: the deposit guarantee in view', async () => {
      await page.goto(href('accounts', locale));
      await expect(page.getByRole('main').locator('[data-notice="depositGuarantee"]')).toHaveText(regulatoryNotice('depositGuarantee', locale));
      await expect(page.getByRole('main').locator('[data-notice="depositGuarantee"]')).toBeInViewport();
    });

    await test.step('the footer names the company and the partner bank with address and register, and links the deposit guarantee and the licence', async () => {
      const { company, partnerBank, depositGuarantee } = legalIdentity;
      const line = (name: string, address: typeof company.address) => text(locale, 'Footer', 'legalEntity', legalEntityValues(name, address, locale));
      await page.goto(href('jobs', locale));
      const footer = page.getByRole('contentinfo');
      const entity = footer.locator('address[data-legal-entity]');
      await expect(entity).toContainText(line(company.name, company.address));
      await expect(entity).toContainText(text(locale, 'Footer', 'register', { court: company.register.court, number: company.register.number }));
      const bank = footer.locator('address[data-partner-bank]');
      await expect(bank).toContainText(text(locale, 'Footer', 'accountHoldingBank', { entity: line(partnerBank.name, partnerBank.address) }));
      await expect(bank).toContainText(partnerBank.register.number);
      await expect(footer.locator('[data-notice="depositGuarantee"]')).toContainText(depositGuarantee.scheme);
      const links = footer.getByRole('list', { name: text(locale, 'Footer', 'depositGuaranteeLinks') });
      await expect(links.getByRole('link', { name: depositGuarantee.scheme })).toHaveAttribute('href', depositGuarantee.url);
      await expect(links.getByRole('link', { name: text(locale, 'Footer', 'licence') })).toHaveAttribute('href', partnerBank.licenceUrl);
      await expectNoAxeViolations(page, { include: 'footer' });
      // The depositor information sheet is a page of the site in the same language.
      await links.getByRole('link', { name: text(locale, 'LegalPages', 'depositorInformation.title') }).click();
      await expect(page).toHaveURL(href('depositorInformation', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'LegalPages', 'depositorInformation.title'));
    });
  });

  test(`the fund's risk class is on the seven-step scale beside its return, with its explanation, before any script, at 390 and 1280 px (${locale})`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        // Server-rendered: the scale is all there while the page's scripts are still held back.
        const visit = await gotoImpatient(page, href('investing', locale));
        const riskClass = fundRiskClass();
        const scale = page.getByRole('img', { name: text(locale, 'InvestingPage', 'riskScale.label', { value: String(riskClass), max: '7' }) });
        await expect(scale).toBeVisible();
        await expect(scale).toHaveAccessibleDescription(regulatoryNotice('riskIndicator', locale));
        await expect(scale.locator('li')).toHaveText(['1', '2', '3', '4', '5', '6', '7']);
        await expect(scale.locator('li[data-current]')).toHaveText(String(riskClass));
        await expect(scale).toContainText(text(locale, 'InvestingPage', 'riskScale.lower'));
        await expect(scale).toContainText(text(locale, 'InvestingPage', 'riskScale.higher'));
        // Beside the return: the next term after the return figure, right under its warning, on screen.
        const returnFigure = page.locator('[data-return-figure]');
        await expect(returnFigure.locator('xpath=following-sibling::dt[1]')).toHaveText(text(locale, 'InvestingPage', 'riskScale.term'));
        const [figure, drawn] = await Promise.all([returnFigure.boundingBox(), scale.boundingBox()]);
        expect(drawn!.y - (figure!.y + figure!.height)).toBeLessThan(80);
        expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(width);
        await visit.release();
        await expectNoAxeViolations(page);
      });
    }
  });
}
