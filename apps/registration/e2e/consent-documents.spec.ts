import { consentDocuments } from '@site/config';
import { fromRegistrationLocale } from '@site/i18n';
import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { ana, expectEntries, fillForm, legalIdentity, registrationLocales, siteConfig, text } from './helpers';

/*
 * Every document the registration consents name (§3) is a link that opens in a new tab, so
 * what the visitor typed stays (issue 47): the terms of the company and of the partner bank plus
 * its other terms, the privacy policies of the company, the app and the partner bank. The partner
 * bank's documents are configuration, on a host the test stubs; the site's pages are stubbed too.
 */

test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

for (const locale of registrationLocales) {
  test(`each consent names its documents as links into a new tab, and what was typed survives opening one (${locale})`, async ({ page }) => {
    const requested: string[] = [];
    const expected = consentDocuments(siteConfig, legalIdentity.partnerBank.documents, fromRegistrationLocale(locale));
    for (const origin of new Set(Object.values(expected).map((url) => new URL(url).origin))) {
      await page.context().route(`${origin}/**`, (route) => {
        requested.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Document</title><h1>Document</h1>' });
      });
    }
    await page.goto(`/${locale}/`);
    await fillForm(page, locale);

    const consents = page.getByRole('group', { name: text(locale, 'RegistrationForm.consentsLabel') });
    const links = consents.getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]))).toEqual(
      (['terms', 'partnerTerms', 'partnerOtherTerms', 'privacy', 'appPrivacy', 'partnerPrivacy'] as const).map((key) => [expected[key], '_blank', 'noopener']),
    );
    // Each opens its document in a new tab; the form stays as it was, boxes included.
    for (const [index, key] of [[1, 'partnerTerms'], [5, 'partnerPrivacy'], [0, 'terms']] as const) {
      const [opened] = await Promise.all([page.waitForEvent('popup'), links.nth(index).click()]);
      await expect(opened).toHaveURL(expected[key]);
      await opened.close();
    }
    expect(requested).toEqual([expected.partnerTerms, expected.partnerPrivacy, expected.terms]);
    await expectEntries(page, locale, ana);
    await expect(page.locator('#acceptedTerms')).toBeChecked();
    await expect(page.locator('#acceptedPrivacy')).toBeChecked();
    await expectNoAxeViolations(page, { include: 'form' });
  });
}
