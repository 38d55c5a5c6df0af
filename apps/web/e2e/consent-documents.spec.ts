import { consentDocuments } from '@site/config';
import { createLink, expectNoAxeViolations, gotoImpatient } from '@site/testing';
import { accountHolders } from '@site/api/fixtures';
import { localizedPath, routes } from '@site/config/routes';
import type { Page } from '@playwright/test';
import { consentLabel, legalIdentity, locales } from './helpers';
import { birthdayValues, expect, fillBirthday, siteConfig, test, text } from './systemPages';

/*
 * Every document the partner registration's consents name (§3) is a link that opens in a new
 * tab, so what the visitor typed stays (issue 47): the terms of the company and of the partner
 * bank plus its other terms, the privacy policies of the company, the app and the partner bank.
 * The partner bank's documents are configuration, on a host the test stubs.
 */

const partnerBankHost = new URL(legalIdentity.partnerBank.documents.terms).origin;

/** The partner bank's pages, answered here: no third-party host is reached. Resolves to the requested URLs. */
async function stubPartnerBank(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(`${partnerBankHost}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner bank</title><h1>Partner bank</h1>' });
  });
  return requested;
}

for (const locale of locales) {
  test(`partner registration: each consent names its documents as links into a new tab, and what was typed survives opening one (${locale})`, async ({ page }) => {
    const requested = await stubPartnerBank(page);
    const expected = consentDocuments(siteConfig, legalIdentity.partnerBank.documents, locale);
    // Before the page's scripts run the links are there and open new tabs already: they are plain HTML.
    const token = await createLink({ kind: 'partner', holder: accountHolders.anna, ageDays: 1, locale });
    const visit = await gotoImpatient(page, `${localizedPath(locale, routes.partnerRegistration.path)}#${token}`);
    const consents = page.getByRole('group', { name: text(locale, 'PartnerRegistration', 'consentsLegend') });
    const links = consents.getByRole('link');
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(hrefs).toEqual(
      (['terms', 'partnerTerms', 'partnerOtherTerms', 'privacy', 'appPrivacy', 'partnerPrivacy'] as const).map((key) => [expected[key], '_blank', 'noopener']),
    );
    await visit.release();

    const password = page.getByLabel(text(locale, 'PartnerRegistration', 'passwordLabel'), { exact: true });
    await password.fill('Secret123');
    await fillBirthday(page, locale, '1990-04-12');
    const terms = page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'terms'));
    await terms.check();

    // The partner bank's terms: a new tab at its address; the link does not tick or untick the box.
    const [partnerTerms] = await Promise.all([page.waitForEvent('popup'), consents.getByRole('link', { name: new RegExp(legalIdentity.partnerBank.name) }).first().click()]);
    await expect(partnerTerms).toHaveURL(expected.partnerTerms);
    expect(requested).toContain(expected.partnerTerms);
    await partnerTerms.close();
    // The company's privacy policy: a page of the site, in the page's language.
    const [privacy] = await Promise.all([page.waitForEvent('popup'), links.nth(3).click()]);
    await expect(privacy).toHaveURL(expected.privacy);
    await expect(privacy.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'LegalPages', 'privacy.title'));
    await privacy.close();

    await expect(password).toHaveValue('Secret123');
    expect(await birthdayValues(page, locale)).toEqual(['12', '04', '1990']);
    await expect(terms).toBeChecked();
    await expect(page.getByLabel(consentLabel(locale, 'PartnerRegistration', 'privacy'))).not.toBeChecked();
    await expectNoAxeViolations(page, { include: 'main' });
  });
}
