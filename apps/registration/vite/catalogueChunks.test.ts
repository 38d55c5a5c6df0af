/** @jest-environment node */
import { defaultSiteConfig } from '@site/config';
import { catalogueOf, chunkFileNames, localeOfCatalogue, registrationCatalogues } from './catalogueChunks';
import { footerFactsHtml, legalMessages, legalTexts } from './legalMessages';
import { precompile } from './precompile';
import { readLegalIdentity } from '@site/config';
import type { LegalFacts } from '@site/content/legalFacts';
import { testPlans as plans } from '../src/i18n/testing/testPlans';

const config = { ...defaultSiteConfig, brand: 'Moss' };
const facts = (title: string): LegalFacts => ({
  depositGuarantee: 'Deposits are protected up to €100,000.',
  trustMarks: { certification: { title, organisation: "Moss's Certifier" }, partner: { title: 'empowered by', organisation: 'Fern Bank AG' } },
});
const legal = {
  identity: readLegalIdentity({ COMPANY_NAME: "Moss's GmbH", COMPANY_ADDRESS: 'Weg 1, 10115 Berlin, DE', COMPANY_REGISTER: 'AG Berlin, HRB {1}' }),
  facts: { 'de-DE': facts('Zertifiziert'), 'en-EU': facts('Certified') },
};
const appScreen = {
  'de-DE': { alt: 'Bildschirm der Moss-App', src: '/assets/account-de-DE-1-240.jpg' },
  'en-EU': { alt: 'Screen of the Moss app', src: '/assets/account-en-EU-1-240.jpg' },
};

describe('the catalogue of a locale', () => {
  it('holds the app namespaces and only the shared keys the app renders', () => {
    const { messages, consent } = catalogueOf('en-EU', config, legal, appScreen, plans);
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['RegistrationPage', 'RegistrationForm', 'Common', 'Validation']),
    );
    expect(Object.keys(messages.Common!)).toEqual(['skipToContent', 'externalLink']);
    expect(messages).not.toHaveProperty('Consent');
    expect(consent).not.toHaveProperty('embed');
    expect(JSON.stringify(messages)).toContain('Moss');
  });

  it("carries the legal identity of the configuration and the locale's notice and marks from the content, quoted for ICU", () => {
    const footer = {
      legalEntity: '{company}, {street}, {postalCode} {city}, {country}',
      register: 'Register: {court}, {number}',
      accountHoldingBank: 'Bank: {entity}',
    };
    expect(legalMessages(footer, legal, 'en-EU')).toEqual({
      depositGuarantee: 'Deposits are protected up to €100,000.',
      legalEntity: "Moss''s GmbH, Weg 1, 10115 Berlin, Germany",
      // The register number on one line (a no-break space inside it).
      register: "Register: AG Berlin, HRB\u00a0'{'1'}'",
      partnerBank: 'Bank: Partner Bank AG, Mainzer Landstraße 47, 60329 Frankfurt am Main, Germany',
      partnerBankRegister: 'Register: Amtsgericht Frankfurt am Main, HRB\u00a0104873',
      depositGuaranteeScheme: 'Entschädigungseinrichtung deutscher Banken GmbH',
      certificationTitle: 'Certified',
      certificationOrganisation: "Moss''s Certifier",
      partnerTitle: 'empowered by',
      partnerOrganisation: 'Fern Bank AG',
    });
    expect(legalMessages(footer, legal, 'de-DE').legalEntity).toBe("Moss''s GmbH, Weg 1, 10115 Berlin, Deutschland");
    expect(catalogueOf('de-DE', config, legal, appScreen, plans).messages).toHaveProperty('RegistrationLegal');
  });

  it("writes the footer's facts as escaped HTML at build time, so the page's script carries none of them", () => {
    const footer = {
      legalEntity: '{company}, {street}, {postalCode} {city}, {country}',
      register: 'Register: {court}, {number}',
      accountHoldingBank: 'Bank: {entity}',
      licence: 'Licence',
      depositGuaranteeLinks: 'Deposit guarantee',
    };
    const texts = { footer, depositorInformationTitle: 'Depositor <information>', legal: legalTexts(footer, legal, 'en-EU') };
    const html = footerFactsHtml(texts, legal, 'https://www.moss.example', 'en-EU');
    expect(html).toContain('<p data-notice="depositGuarantee">Deposits are protected up to €100,000.</p>');
    expect(html).toContain('<ul class="site-footer__regulatory-links" aria-label="Deposit guarantee">');
    expect(html).toContain('<a href="https://www.moss.example/en-EU/legal/depositor-information/">Depositor &lt;information&gt;</a>');
    expect(html).toContain(`<a href="${legal.identity.partnerBank.licenceUrl}">Licence</a>`);
    expect(html).toContain('<address data-legal-entity>Moss&#39;s GmbH, Weg 1, 10115 Berlin, Germany<br>Register: AG Berlin, HRB\u00a0{1}</address>');
    const compiled = catalogueOf('en-EU', config, legal, appScreen, plans).messages.RegistrationLegal as Record<string, unknown>;
    expect(compiled.factsHtml).toContain('<address data-partner-bank>');
  });

  it("carries the locale's app screen, drawn at build time: its alt text and files", () => {
    const { messages } = catalogueOf('de-DE', config, legal, appScreen, plans);
    expect(JSON.stringify(messages.RegistrationSuccess)).toContain('Bildschirm der Moss-App');
    expect(JSON.stringify(messages.RegistrationSuccess)).toContain('/assets/account-de-DE-1-240.jpg');
    expect(JSON.stringify(catalogueOf('en-EU', config, legal, appScreen, plans).messages.RegistrationSuccess)).toContain('Screen of the Moss app');
  });

  it('stops the build on a text the app cannot format, naming the key', () => {
    expect(() => precompile({ Page: { kind: '{kind, select, a {A} other {B}}' } })).toThrow(/^Page\.kind: .*select/);
    expect(precompile({ Page: { items: '{count, plural, one {# item} other {# items}}' } })).toEqual({ Page: { items: expect.anything() } });
    expect(precompile({ Page: { hello: 'Hello <b>{name}</b>' } })).toEqual({ Page: { hello: expect.anything() } });
  });
});

describe('the catalogue modules', () => {
  const plugin = registrationCatalogues(config, legal, appScreen, plans);

  it('resolves one virtual module per locale and refuses an unknown locale', () => {
    const id = plugin.resolveId('virtual:registration-catalogue/de-DE')!;
    expect(localeOfCatalogue(id)).toBe('de-DE');
    expect(plugin.load(id)).toMatch(/^export default \{"messages":/);
    expect(plugin.resolveId('./App')).toBeUndefined();
    expect(() => plugin.load(plugin.resolveId('virtual:registration-catalogue/fr-FR')!)).toThrow('No catalogue for locale "fr-FR".');
  });

  it('names a catalogue chunk after its locale, other chunks as usual', () => {
    const id = plugin.resolveId('virtual:registration-catalogue/en-EU')!;
    expect(chunkFileNames({ facadeModuleId: id })).toBe('assets/catalogue-en-EU-[hash].js');
    expect(chunkFileNames({ facadeModuleId: '/src/main.tsx' })).toBe('assets/[name]-[hash].js');
  });
});
