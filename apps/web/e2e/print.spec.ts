import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { localizedPath, routes, type RouteId } from '@site/config/routes';
import { formatDate } from '../src/lib/format';
import { locales, siteConfig, text } from './helpers';

// Printing a tool's result or the fund facts gives a clean one-page document: no header, menu,
// footer or consent dialog, and the page's address and the date at the bottom.

/** Pages of a PDF Chromium wrote (one `/Type /Page` object per page). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

const printed: { route: RouteId; namespace?: string; fill?: (page: Page, locale: 'de-DE' | 'en-EU') => Promise<void> }[] = [
  {
    route: 'budgetCalculator',
    namespace: 'BudgetCalculator',
    fill: async (page, locale) => {
      const field = (name: string) => page.getByRole('textbox', { name: text(locale, 'BudgetCalculator', `fields.${name}`), exact: true });
      await field('income').fill('3000');
      await field('housing').fill('1000');
      await field('food').fill('400');
    },
  },
  {
    route: 'budgetCheck',
    namespace: 'BudgetCheck',
    fill: async (page, locale) => {
      const field = (name: string) => page.getByRole('textbox', { name: text(locale, 'BudgetCheck', `fields.${name}`), exact: true });
      await field('income').fill('3000');
      await field('essentials').fill('1500');
      await field('fun').fill('900');
      await field('savings').fill('600');
    },
  },
  { route: 'investing' },
  { route: 'accounts' },
];

for (const locale of locales) {
  test(`${locale}: the tools' results, the fund facts and the account comparison print as one clean page with their address and the date; on screen the print line stays hidden`, async ({ page }) => {
    test.slow(); // four pages, each printed to PDF
    for (const { route, namespace, fill } of printed) {
      await test.step(route, async () => {
        await page.emulateMedia({ media: null });
        await page.goto(localizedPath(locale, routes[route].path));
        if (route === 'investing') await expect(page.locator('main .print-stamp'), 'on screen').toBeHidden();
        if (fill && namespace) {
          // Entries are restored after hydration; wait until the form is interactive.
          await expect(page.getByRole('button', { name: text(locale, namespace, 'reset') })).toBeEnabled();
          await fill(page, locale);
        }
        await page.emulateMedia({ media: 'print' });

        await expect(page.locator('body > header')).toBeHidden();
        await expect(page.locator('body > footer')).toBeHidden();
        await expect(page.getByRole('navigation', { name: text(locale, 'Navigation', 'label') })).toBeHidden();
        await expect(page.locator('#consent-summary')).toBeHidden();
        await expect(page.locator('main h1')).toBeVisible();
        // Nothing to click on paper: no button, link button or switch.
        const controls = page.locator('main :is(button, .ui-button, .ui-switch)');
        for (const control of await controls.all()) await expect(control).toBeHidden();

        const stamp = page.locator('main .print-stamp');
        await expect(stamp).toBeVisible();
        await expect(stamp).toContainText(`${siteConfig.siteUrl}${localizedPath(locale, routes[route].path)}`);
        await expect(stamp).toContainText(formatDate(new Date().toISOString().slice(0, 10), locale));
        // Last thing printed.
        const last = await page.evaluate(() => {
          const stamp = document.querySelector('main .print-stamp')!;
          const visible = [...document.querySelectorAll('main *')].filter(
            (el) => !el.contains(stamp) && (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height > 0,
          );
          return visible.every((el) => el.getBoundingClientRect().bottom <= stamp.getBoundingClientRect().bottom + 1);
        });
        expect.soft(last, 'the print line is the last thing printed').toBe(true);

        expect.soft(pdfPages(await page.pdf({ format: 'A4' })), 'pages printed').toBe(1);
      });
    }
  });
}

test.describe('a first visit', () => {
  test.use({ consentKeys: [] });

  test('prints without the consent dialog', async ({ page }) => {
    await page.goto(localizedPath('en-EU', routes.budgetCheck.path));
    // The summary of the static HTML, or the dialog that replaces it once the scripts ran.
    const consent = page.locator('#consent-summary, .consent-backdrop');
    await expect(consent.filter({ visible: true })).toHaveCount(1);
    await page.emulateMedia({ media: 'print' });
    await expect(consent.filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('main .print-stamp')).toBeVisible();
  });
});
