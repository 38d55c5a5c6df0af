/** @jest-environment node */
import { defaultSiteConfig } from '@site/config';
import { catalogueOf, chunkFileNames, localeOfCatalogue, registrationCatalogues } from './catalogueChunks';
import { legalMessages } from './legalMessages';
import { precompile } from './precompile';
import type { LegalFacts } from '@site/content/legalFacts';

const config = { ...defaultSiteConfig, brand: 'Moss' };
const facts = (country: string): LegalFacts => ({
  entity: {
    companyName: "Moss's GmbH",
    address: { street: 'Weg 1', postalCode: '10115', city: 'Berlin', country },
    representatives: [],
    email: 'a@b.eu',
    phone: '1',
    registerCourt: 'AG Berlin',
    registerNumber: 'HRB {1}',
    vatId: 'DE1',
    supervisoryAuthority: 'BaFin',
  },
  depositGuarantee: 'Deposits are protected up to €100,000.',
});
const legalFacts = { 'de-DE': facts('Deutschland'), 'en-EU': facts('Germany') };
const appScreen = {
  'de-DE': { alt: 'Bildschirm der Moss-App', src: '/assets/account-de-DE-1-240.jpg' },
  'en-EU': { alt: 'Screen of the Moss app', src: '/assets/account-en-EU-1-240.jpg' },
};

describe('the catalogue of a locale', () => {
  it('holds the app namespaces and only the shared keys the app renders', () => {
    const { messages, consent } = catalogueOf('en-EU', config, legalFacts, appScreen);
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['RegistrationPage', 'RegistrationForm', 'Common', 'Validation']),
    );
    expect(Object.keys(messages.Common!)).toEqual(['skipToContent', 'externalLink']);
    expect(messages).not.toHaveProperty('Consent');
    expect(consent).not.toHaveProperty('embed');
    expect(JSON.stringify(messages)).toContain('Moss');
  });

  it("carries the locale's legal entity and deposit-guarantee notice from the content, quoted for ICU", () => {
    const legal = legalMessages({ legalEntity: '{company}, {street}, {postalCode} {city}, {country}', register: 'Register: {court}, {number}' }, facts('Germany'));
    expect(legal).toEqual({
      depositGuarantee: 'Deposits are protected up to €100,000.',
      legalEntity: "Moss''s GmbH, Weg 1, 10115 Berlin, Germany",
      register: "Register: AG Berlin, HRB '{'1'}'",
    });
    expect(catalogueOf('de-DE', config, legalFacts, appScreen).messages).toHaveProperty('RegistrationLegal');
  });

  it("carries the locale's app screen, drawn at build time: its alt text and files", () => {
    const { messages } = catalogueOf('de-DE', config, legalFacts, appScreen);
    expect(JSON.stringify(messages.RegistrationSuccess)).toContain('Bildschirm der Moss-App');
    expect(JSON.stringify(messages.RegistrationSuccess)).toContain('/assets/account-de-DE-1-240.jpg');
    expect(JSON.stringify(catalogueOf('en-EU', config, legalFacts, appScreen).messages.RegistrationSuccess)).toContain('Screen of the Moss app');
  });

  it('stops the build on a text the app cannot format, naming the key', () => {
    expect(() => precompile({ Page: { items: '{count, plural, one {# item} other {# items}}' } })).toThrow(
      /^Page\.items: .*plural/,
    );
    expect(precompile({ Page: { hello: 'Hello <b>{name}</b>' } })).toEqual({ Page: { hello: expect.anything() } });
  });
});

describe('the catalogue modules', () => {
  const plugin = registrationCatalogues(config, legalFacts, appScreen);

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
