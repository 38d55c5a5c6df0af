import { essentialKeys } from '@site/consent/services';
import { expect, grantConsent, test } from '@site/testing';
import { href, type RouteId } from '@site/config/routes';
import type { Locator, Page } from '@playwright/test';
import { locales, text } from './helpers';
import { legalEntity, regulatoryNotice } from './tools/bundledContent';

/*
 * What a bank's advertising must say (issue 25): the deposit guarantee with the partner bank and
 * its supervisor, the legal entity in the footer, and a capital-at-risk warning beside every
 * return figure and every crowd-investing round, each in the content's wording.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await grantConsent(context, baseURL!, essentialKeys);
});

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

for (const locale of locales) {
  for (const [id, figures, rounds] of pagesWithFigures) {
    test(`${id}: every return figure and every crowd-investing round has its risk warning (${locale})`, async ({ page }) => {
      await page.goto(href(id, locale));
      const returnFigures = page.locator('[data-return-figure]');
      expect(await returnFigures.count()).toBeGreaterThanOrEqual(figures);
      for (const figure of await returnFigures.all()) await expectWarned(page, figure, regulatoryNotice('fundRisk', locale));
      const roundList = page.locator('article[data-round]');
      expect(await roundList.count()).toBeGreaterThanOrEqual(rounds);
      for (const round of await roundList.all()) await expectWarned(page, round, regulatoryNotice('crowdinvestingRisk', locale));
      // A return shown without the marker would escape the checks above: the fund's return label
      // is always followed by a marked figure.
      const label = text(locale, 'InvestingPage', 'facts.estimatedReturnOnInvestment');
      for (const term of await page.getByRole('term').filter({ hasText: label }).all()) {
        await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveAttribute('data-return-figure');
      }
    });
  }

  test(`the deposit guarantee names the partner bank and its supervisor in the hero, on accounts and in the footer (${locale})`, async ({ page }) => {
    const wording = regulatoryNotice('depositGuarantee', locale);
    await page.goto(href('home', locale));
    const hero = page.locator('main > section').first();
    await expect(hero.locator('[data-notice="depositGuarantee"]')).toHaveText(wording);
    await expect(page.getByRole('contentinfo').locator('[data-notice="depositGuarantee"]')).toHaveText(wording);
    await page.goto(href('accounts', locale));
    await expect(page.getByRole('main').locator('[data-notice="depositGuarantee"]')).toHaveText(wording);
    await expect(page.getByRole('main').locator('[data-notice="depositGuarantee"]')).toBeInViewport();
  });

  test(`the footer names the legal entity, its address and register entry from the imprint (${locale})`, async ({ page }) => {
    const entity = legalEntity(locale);
    await page.goto(href('jobs', locale));
    const address = page.getByRole('contentinfo').locator('address[data-legal-entity]');
    await expect(address).toContainText(`${entity.company}, ${entity.street}, ${entity.postalCode} ${entity.city}, ${entity.country}`);
    await expect(address).toContainText(entity.registerCourt);
    await expect(address).toContainText(entity.registerNumber);
  });

  test(`'Notify me' on the round that is not open leads to the crowd-investing sign-up (${locale})`, async ({ page }) => {
    await page.goto(href('home', locale));
    const round = page.locator('article[data-round="2026"]');
    await expect(round.getByRole('button')).toBeDisabled();
    await round.getByRole('link', { name: text(locale, 'CrowdinvestingPage', 'notifyMe') }).click();
    await expect(page).toHaveURL(new RegExp(`${href('crowdinvesting', locale)}#signup-crowdinvesting$`));
    await expect(page.locator('#signup-crowdinvesting').getByRole('textbox').first()).toBeInViewport();
  });
}
