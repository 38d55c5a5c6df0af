import type { Locator } from '@playwright/test';
import { href, localizedPath, routes } from '@site/config/routes';
import { withIndefiniteArticle } from '@site/i18n/article';
import { expectNoAxeViolations } from '@site/testing';
import { legalIdentity } from './helpers';
import { alert, expect, openLink, siteConfig, test, text } from './systemPages';

/*
 * What a careful reader saw (issue 47): a dead link's page with the form's headline above it and
 * a 'Request a new link' that was not a link, 'Scan the code' on a phone that shows no code,
 * 'a Evergreen account', 'e. V..', and a register number or a target split over two lines.
 */

/** The lines a text takes in the layout: the distinct tops of its line boxes. */
function lineCount(element: Locator, part: string) {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let all = '';
    const nodes: Array<{ node: Text; start: number }> = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, start: all.length });
      all += node.textContent ?? '';
    }
    const at = all.replace(/\s/g, ' ').indexOf(wanted);
    if (at < 0) return -1;
    const owner = nodes.filter((n) => n.start <= at).at(-1)!;
    const range = document.createRange();
    range.setStart(owner.node, at - owner.start);
    range.setEnd(owner.node, at - owner.start + wanted.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }, part);
}

test("an expired reset link's page headlines that it expired, and 'Request a new link' leads to where one logs in (de-DE)", async ({ page }) => {
  const locale = 'de-DE';
  await openLink(page, locale, 'passwordReset', 'reset-8d-anna');
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(text(locale, 'Errors', 'passwordResetExpired'));
  await expect(page.getByRole('heading', { name: text(locale, 'PasswordReset', 'headline') })).toHaveCount(0);
  await expect(alert(page)).toHaveText(text(locale, 'Errors', 'passwordResetExpired'));
  await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'requestNewLink') })).toHaveAttribute('href', siteConfig.loginUrl);
  await expectNoAxeViolations(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the app section asks to use the store buttons it shows, not to scan a code it hides (en-EU)', async ({ page }) => {
    const locale = 'en-EU';
    await page.goto(href('home', locale));
    const main = page.getByRole('main');
    await expect(main.getByText(text(locale, 'GetTheApp', 'text'))).toBeHidden();
    await expect(main.getByText(text(locale, 'GetTheApp', 'textStores'))).toBeVisible();
    await expect(main.getByRole('link', { name: text(locale, 'Footer', 'appStore') })).toBeVisible();
  });

  test('a register number and a budget target stay on one line (de-DE)', async ({ page }) => {
    const locale = 'de-DE';
    await page.goto(localizedPath(locale, routes.budgetCheck.path));
    const field = (name: string) => page.getByRole('textbox', { name: text(locale, 'BudgetCheck', `fields.${name}`), exact: true });
    await expect(page.getByRole('button', { name: text(locale, 'BudgetCheck', 'reset') })).toBeEnabled();
    await field('income').fill('3.000');
    await field('essentials').fill('1.500');
    const targets = page.locator('[data-target]');
    await expect(targets).toHaveCount(3);
    // An inline element has one box per line it takes.
    for (const target of await targets.all()) {
      expect(await target.evaluate((el) => new Set([...el.getClientRects()].map((rect) => Math.round(rect.top))).size)).toBe(1);
    }
    const footer = page.getByRole('contentinfo');
    for (const [entity, register] of [
      [footer.locator('address[data-legal-entity]'), legalIdentity.company.register],
      [footer.locator('address[data-partner-bank]'), legalIdentity.partnerBank.register],
    ] as const) {
      expect(await lineCount(entity, register.number), register.number).toBe(1);
    }
  });
});

test('at 1280 px the app section asks to scan the code it shows (de-DE)', async ({ page }) => {
  const locale = 'de-DE';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href('home', locale));
  const main = page.getByRole('main');
  await expect(main.getByText(text(locale, 'GetTheApp', 'text'))).toBeVisible();
  await expect(main.getByText(text(locale, 'GetTheApp', 'textStores'))).toBeHidden();
  await expect(main.getByRole('img', { name: text(locale, 'GetTheApp', 'qrLabel') })).toBeVisible();
});

test('the article follows the brand, and an abbreviation ends a sentence with one full stop (en-EU)', async ({ page }) => {
  const locale = 'en-EU';
  await page.goto(href('impact', locale));
  await expect(page.getByRole('main')).toContainText(`Every euro in ${withIndefiniteArticle(siteConfig.brand)} account`);
  await page.goto(href('bankComparison', locale));
  const source = page.locator('[data-figure-source]');
  await expect(source).toContainText('e. V.');
  expect(await source.innerText()).not.toContain('..');
});
