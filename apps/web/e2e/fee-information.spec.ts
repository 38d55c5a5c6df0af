import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { feeInformationPath, feeInformationUrl, href, localizedPath } from '@site/config/routes';
import { feeSections, totalAnnualFee } from '@site/content';
import { toRegistrationLocale } from '@site/i18n';
// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { feeDocumentPdfPath } from '../src/lib/feeDocuments/paths';
import { formatEuro } from '../src/lib/format';
import { legalIdentity, locales, siteConfig, text } from './helpers';
import { content } from './pages/content';

// Issue 47, point 1: each plan's fee information document (Zahlungskontengesetz § 5) as a page
// and a PDF, linked from the plan card, the accounts page and the registration app's plan line;
// the price list with every plan's fees and the glossary the documents refer to; the terms link it.
test.describe.configure({ timeout: 90_000 });

const plansWithFees = async (locale: (typeof locales)[number]) => (await content(locale)).accountPlans.filter((plan) => plan.feeInformation);

for (const locale of locales) {
  const f = (key: string, values?: Record<string, string | number>) => text(locale, 'FeeInformation', key, values);

  test(`a plan card leads to the plan's fee information document: the template's headings in order, the total annual fee, its PDF (${locale})`, async ({ page }) => {
    const plan = (await plansWithFees(locale)).find((p) => p.monthlyPrice > 0)!;
    await page.goto(href('home', locale));
    await page.getByRole('link', { name: text(locale, 'HomePage', 'feeInformation', { plan: plan.name }), exact: true }).click();
    await expect(page).toHaveURL(localizedPath(locale, feeInformationPath(plan.slug)));
    await expect(page).toHaveTitle(f('page.title', { plan: plan.name }));

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(f('title'));
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(feeSections.map((section) => f(`sections.${section}`)));
    for (const [label, value] of [
      [f('provider'), legalIdentity.partnerBank.name],
      [f('accountName'), f('accountNameValue', { plan: plan.name })],
    ]) {
      await expect(main.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')).toHaveText(value!);
    }
    for (const statement of ['purpose', 'otherFees', 'glossary']) await expect(main).toContainText(f(`statements.${statement}`));

    // Maintaining the account: the monthly price and twelve of it as the total annual fee.
    const general = main.getByRole('table', { name: f('sections.general') });
    const maintaining = general.getByRole('row', { name: new RegExp(f('services.maintainingAccount.term')) });
    await expect(maintaining.getByRole('cell')).toContainText(f('fees.perMonth', { amount: formatEuro(plan.monthlyPrice, locale) }).replace(/\s/g, ' '));
    const annual = formatEuro(totalAnnualFee(plan.feeInformation!.fees.maintainingAccount)!, locale);
    await expect(maintaining.locator('[data-total-annual-fee]')).toHaveText(`${f('totalAnnualFee')} ${annual}`);
    // A service the plan does not offer says so.
    await expect(main.getByRole('row', { name: new RegExp(f('services.creditCard.term')) }).getByRole('cell')).toHaveText(f('fees.notOffered'));
    await expectNoAxeViolations(page);

    const pdf = main.getByRole('link', { name: f('pdfLink', { name: f('title') }) });
    await expect(pdf).toHaveAttribute('href', feeDocumentPdfPath(plan.slug, locale));
    await expect(pdf).toHaveAttribute('type', 'application/pdf');

    // The statements' references: the price list and its glossary.
    await main.getByRole('link', { name: f('glossaryLink') }).click();
    await expect(page).toHaveURL(`${href('priceList', locale)}#glossary`);
    await expect(page.getByRole('heading', { name: text(locale, 'PriceList', 'glossaryHeading') })).toBeInViewport();
  });

  test(`the price list holds every plan's fees in one table, links each document and explains each term (${locale})`, async ({ page }) => {
    const plans = await plansWithFees(locale);
    // From the accounts page, as a visitor comparing plans gets there.
    await grantConsent(page.context(), siteConfig.siteUrl);
    await page.goto(href('accounts', locale));
    for (const plan of plans) {
      await expect(page.getByRole('link', { name: text(locale, 'AccountComparison', 'feeInformation', { plan: plan.name }), exact: true })).toHaveAttribute(
        'href',
        localizedPath(locale, feeInformationPath(plan.slug)),
      );
    }
    await page.getByRole('link', { name: text(locale, 'AccountComparison', 'priceList') }).click();
    await expect(page).toHaveURL(href('priceList', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'PriceList', 'headline'));

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      text(locale, 'PriceList', 'serviceColumn'),
      ...plans.map((plan) => new RegExp(`^${plan.name}`)),
    ]);
    await expect(table.locator('th[scope="rowgroup"]')).toHaveText(feeSections.map((section) => f(`sections.${section}`)));
    await expect(table.locator('tr[data-service]')).toHaveCount(Object.keys(plans[0]!.feeInformation!.fees).length);
    // Every cell is a fee or 'not offered'; the withdrawals of the comparison's plans come with theirs.
    const withdrawals = table.locator('tr[data-service="cashWithdrawal"] td');
    await expect(withdrawals).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      const fee = plan.feeInformation!.fees.cashWithdrawal!;
      await expect(withdrawals.nth(index)).toContainText(formatEuro(fee.amount, locale).replace(/\s/g, ' '));
    }
    for (const plan of plans) {
      await expect(page.getByRole('link', { name: text(locale, 'PriceList', 'documentLink', { plan: plan.name }), exact: true })).toHaveAttribute(
        'href',
        localizedPath(locale, feeInformationPath(plan.slug)),
      );
    }
    const glossary = page.locator('#glossary dt');
    await expect(glossary).toHaveCount(Object.keys(plans[0]!.feeInformation!.fees).length);
    await expect(glossary.first()).toHaveText(f('services.maintainingAccount.term'));
    await expectNoAxeViolations(page);
  });
}

test('every plan has its fee information document as a PDF in each locale, in its language, with its fees', async ({ request }) => {
  for (const locale of locales) {
    for (const plan of await plansWithFees(locale)) {
      const response = await request.get(feeDocumentPdfPath(plan.slug, locale));
      expect(response.status(), `${plan.slug} ${locale}`).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
      expect((await getMeta(pdf)).info).toMatchObject({ Title: text(locale, 'FeeInformation', 'title'), Language: locale });
      const squeezed = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
      for (const expected of [
        text(locale, 'FeeInformation', 'accountNameValue', { plan: plan.name }),
        legalIdentity.partnerBank.name,
        text(locale, 'FeeInformation', 'totalAnnualFee'),
        formatEuro(totalAnnualFee(plan.feeInformation!.fees.maintainingAccount)!, locale),
      ]) {
        expect(squeezed, `${plan.slug} ${locale} says ${expected}`).toContain(expected.replace(/\s+/g, ''));
      }
    }
  }
});

test("the terms link the price list, and the registration app's plan line links the plan's document", async ({ page }) => {
  const locale = 'de-DE';
  await page.goto(href('terms', locale));
  await page.getByRole('main').getByRole('link', { name: text(locale, 'FeeInformation', 'priceListLink') }).click();
  await expect(page).toHaveURL(href('priceList', locale));

  const plan = (await plansWithFees(locale))[1]!;
  await grantConsent(page.context(), siteConfig.registrationUrl);
  await page.goto(`${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/?plan=${plan.slug}`);
  await expect(page.getByText(text(locale, 'RegistrationPage', 'planChosen', { plan: plan.name }))).toBeVisible();
  await page.getByRole('link', { name: text(locale, 'RegistrationPage', 'planFeeInformation') }).click();
  await expect(page).toHaveURL(feeInformationUrl(siteConfig, locale, plan.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'FeeInformation', 'title'));
});
