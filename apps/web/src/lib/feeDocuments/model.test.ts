/** @jest-environment node */
import { readLegalIdentity, readSiteConfig } from '@site/config';
import { getContent } from '@site/content';
import { feeDocument, feeDocumentTexts } from './model';
import { feeDocumentInput } from './write';
import { plansWithFees } from './pageDocument';

/** The local defaults, whatever the environment of the test run. */
const localConfig = { site: readSiteConfig({}), identity: readLegalIdentity({}) };

async function documentOf(locale: 'de-DE' | 'en-EU', slug: string) {
  const plan = plansWithFees((await getContent(locale)).accountPlans).find((p) => p.slug === slug)!;
  return feeDocument(feeDocumentInput(locale, plan, localConfig));
}

describe("a plan's fee information document", () => {
  it("follows the template of Implementing Regulation (EU) 2018/34: title, provider, account, date, statements, the headings in order", async () => {
    const document = await documentOf('en-EU', 'impact');
    expect(document.title).toBe('Fee Information Document');
    expect(document.details).toEqual([
      { label: 'Name of the account provider', value: 'Partner Bank AG' },
      { label: 'Account name', value: 'Evergreen Impact' },
      { label: 'Date', value: '1 October 2025' },
    ]);
    expect(document.statements[0]).toMatch(/^This document tells you about fees for using the main services linked to the payment account\./);
    expect(document.statements[2]).toBe('A glossary of the terms used in this document is available free of charge.');
    expect(document.references.map((r) => r.href)).toEqual([
      'http://localhost:3000/en-EU/accounts/prices/',
      'http://localhost:3000/en-EU/accounts/prices/#glossary',
    ]);
    expect(document.columns).toEqual(['Service', 'Fee']);
    expect(document.sections.map((s) => s.heading)).toEqual([
      'General account services',
      'Payments (excluding cards)',
      'Cards and cash',
      'Overdrafts and related services',
      'Other services',
    ]);
  });

  it('states each fee of the plan, the total annual fee of the monthly price, and which services it does not offer', async () => {
    const document = await documentOf('en-EU', 'impact');
    const row = (service: string) => document.sections.flatMap((s) => s.rows).find((r) => r.service === service)!;
    expect(row('maintainingAccount')).toEqual({ service: 'maintainingAccount', term: 'Maintaining the account', fee: 'Monthly €4.90', totalAnnualFee: '€58.80' });
    expect(row('cashWithdrawal').fee).toBe('The first 5 a month free, then €2.00 each');
    expect(row('replacementDebitCard').fee).toBe('€4.90 each');
    expect(row('foreignCurrencyCardPayment').fee).toBe('1% of the amount');
    expect(row('arrangedOverdraft')).toEqual({ service: 'arrangedOverdraft', term: 'Overdraft', fee: 'Borrowing rate 9.9% a year' });
    expect(row('creditCard').fee).toBe('Service not offered');
    expect(row('debitCard').totalAnnualFee).toBe('€0.00');
    expect(document.footer).toBe('Fee Information Document · Partner Bank AG · Evergreen Impact · 1 October 2025');
  });

  it('says the same in German, with the standardised German terms', async () => {
    const document = await documentOf('de-DE', 'impact-plus');
    expect(document.title).toBe('Entgeltinformation');
    expect(document.sections.map((s) => s.heading)).toEqual([
      'Allgemeine mit dem Konto verbundene Dienste',
      'Zahlungen (ohne Karten)',
      'Karten und Bargeld',
      'Überziehungen und damit verbundene Dienste',
      'Sonstige Dienste',
    ]);
    // Spaces as a reader sees them: the formatters and the catalogues bind figures with no-break spaces.
    const texts = feeDocumentTexts(document).map((text) => text.replace(/\s/g, ' '));
    expect(texts).toEqual(expect.arrayContaining(['Kontoführung', 'Monatlich 9,90 €', '118,80 €', 'Jährliches Gesamtentgelt', 'Bargeldauszahlung', 'Sollzinssatz 8,9 % p. a.']));
    expect(document.details[1]).toEqual({ label: 'Kontobezeichnung', value: 'Evergreen Impact Plus' });
  });
});
