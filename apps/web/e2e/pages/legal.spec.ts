// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { choiceCookieNames, consentCookieTable } from '@site/consent';
import { expectNoAxeViolations } from '@site/testing';
import { href, localizedPath, routes } from '@site/config/routes';
import { locales, text } from '../helpers';
import { content } from './content';

const kinds = [
  ['imprint', routes.imprint.path],
  ['privacy', routes.privacy.path],
  ['terms', routes.terms.path],
  ['accessibility', routes.accessibility.path],
] as const;

for (const locale of locales) {
  for (const [kind, path] of kinds) {
    test(`${kind} (${locale}) is linked from the footer and shows its content`, async ({ page }) => {
      const legal = (await content(locale)).legalPages.find((p) => p.kind === kind)!;
      await page.goto(href('home', locale));
      await page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', kind), exact: true }).click();
      await expect(page).toHaveURL(localizedPath(locale, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      await expectNoAxeViolations(page);
    });
  }

  test(`the imprint names the § 5 DDG details (${locale})`, async ({ page }) => {
    const imprint = (await content(locale)).legalPages.find((p) => p.kind === 'imprint')!.imprint!;
    await page.goto(href('imprint', locale));
    const main = page.getByRole('main');
    for (const value of [imprint.companyName, imprint.registerNumber, imprint.vatId, imprint.supervisoryAuthority]) {
      await expect(main).toContainText(value);
    }
    await expect(main.getByRole('link', { name: imprint.email })).toHaveAttribute('href', `mailto:${imprint.email}`);
  });

  test(`the privacy policy's cookie table lists every consent cookie of the registry (${locale})`, async ({ page }) => {
    await page.goto(href('privacy', locale));
    const table = page.getByRole('table', { name: text(locale, 'LegalPages', 'cookieCaption') });
    const rows = [...consentCookieTable(), ...choiceCookieNames.map((cookie) => ({ cookie }))];
    await expect(table.locator('tbody tr')).toHaveCount(rows.length);
    for (const row of rows) {
      await expect(table.getByRole('row', { name: new RegExp(row.cookie) })).toContainText(
        text(locale, 'LegalPages', 'lifetimeDays', { days: '365' } as never),
      );
    }
  });
}
