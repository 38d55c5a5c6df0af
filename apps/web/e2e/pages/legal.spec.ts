// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { choiceCookieNames, consentCookieTable } from '@site/consent';
import { expectNoAxeViolations } from '@site/testing';
import { href, localizedPath, routes } from '@site/config/routes';
import { legalEntityValues } from '@site/i18n';
import { legalIdentity, locales, text } from '../helpers';
import { content } from './content';

const kinds = [
  ['imprint', routes.imprint.path],
  ['privacy', routes.privacy.path],
  ['terms', routes.terms.path],
  ['accessibility', routes.accessibility.path],
] as const;

for (const locale of locales) {
  test(`the legal pages (${locale}): each linked from the footer with its content; the imprint names the provider and the bank, the privacy policy's cookie table every consent cookie, the depositor information sheet the bank and the scheme`, async ({ page }) => {
    test.slow(); // six pages, each with axe
    // Each legal page is reached from the footer of the page before (plain links: a page load
    // each), starting on home.
    await page.goto(href('home', locale));
    for (const [kind, path] of kinds) {
      await test.step(`${kind} is linked from the footer and shows its content`, async () => {
        const legal = (await content(locale)).legalPages.find((p) => p.kind === kind)!;
        await page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', kind), exact: true }).click();
        await expect(page).toHaveURL(localizedPath(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
        await expectNoAxeViolations(page);
      });
      if (kind === 'imprint') {
        await test.step('the imprint names the provider (§ 5 DDG) and the account-holding bank from the configuration', async () => {
          const imprint = (await content(locale)).legalPages.find((p) => p.kind === 'imprint')!.imprint!;
          const { company, partnerBank, depositGuarantee } = legalIdentity;
          const main = page.getByRole('main');
          const provider = main.locator('dl[data-provider]');
          const companyAddress = legalEntityValues(company.name, company.address, locale);
          for (const value of [company.name, companyAddress.street, `${companyAddress.postalCode} ${companyAddress.city}`, companyAddress.country, company.representatives.join(', '), company.vatId, imprint.supervisoryAuthority]) {
            await expect(provider).toContainText(value);
          }
          await expect(provider).toContainText(text(locale, 'LegalPages', 'imprintFields.registerEntry', { court: company.register.court, number: company.register.number }));
          await expect(provider.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
          await expect(provider.getByRole('link', { name: company.phone.display })).toHaveAttribute('href', company.phone.uri);
          // None of the old placeholders.
          await expect(main).not.toContainText(/bank\.example|1234 5670|DE312345678/);

          await expect(main.getByRole('heading', { name: text(locale, 'LegalPages', 'imprintFields.partnerBankHeading') })).toBeVisible();
          const bank = main.locator('dl[data-partner-bank]');
          for (const value of [partnerBank.name, partnerBank.address.street, partnerBank.register.number, partnerBank.supervisor]) await expect(bank).toContainText(value);
          await expect(bank.getByRole('link', { name: text(locale, 'LegalPages', 'imprintFields.licenceLink') })).toHaveAttribute('href', partnerBank.licenceUrl);
          await expect(bank.getByRole('link', { name: depositGuarantee.scheme })).toHaveAttribute('href', depositGuarantee.url);
          await expect(bank.getByRole('link', { name: text(locale, 'LegalPages', 'depositorInformation.title') })).toHaveAttribute('href', href('depositorInformation', locale));
          // (Its axe run is the step before's, on the same load.)
        });
      }
      if (kind === 'privacy') {
        await test.step("the privacy policy's cookie table lists every consent cookie of the registry", async () => {
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
    }

    await test.step('the depositor information sheet names the bank and the scheme, its address and site, in the statutory form', async () => {
      const { partnerBank, depositGuarantee } = legalIdentity;
      await page.goto(href('depositorInformation', locale));
      await expect(page).toHaveTitle(new RegExp(text(locale, 'LegalPages', 'depositorInformation.title')));
      const form = page.getByRole('main').getByRole('table');
      await expect(form.getByRole('row')).toHaveCount(8);
      await expect(form.getByRole('rowheader').first()).toContainText(partnerBank.name);
      await expect(form.getByRole('row').first()).toContainText(depositGuarantee.scheme);
      await expect(form).toContainText(`${depositGuarantee.scheme}, ${depositGuarantee.address.street}, ${depositGuarantee.address.postalCode} ${depositGuarantee.address.city}`);
      await expect(form.getByRole('link', { name: depositGuarantee.url })).toHaveAttribute('href', depositGuarantee.url);
      await expect(form).toContainText(locale === 'de-DE' ? '100 000 EUR pro Einleger pro Kreditinstitut' : 'EUR 100 000 per depositor per credit institution');
      await expectNoAxeViolations(page);
    });
  });
}
