/** @jest-environment node */
import { defaultSiteConfig } from '@site/config';
import { catalogueOf, chunkFileNames, localeOfCatalogue, registrationCatalogues } from './catalogueChunks';
import { precompile } from './precompile';

const config = { ...defaultSiteConfig, brand: 'Moss' };

describe('the catalogue of a locale', () => {
  it('holds the app namespaces and only the shared keys the app renders', () => {
    const { messages, consent } = catalogueOf('en-EU', config);
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['RegistrationPage', 'RegistrationForm', 'Common', 'Validation']),
    );
    expect(Object.keys(messages.Common!)).toEqual(['skipToContent', 'externalLink']);
    expect(messages).not.toHaveProperty('Consent');
    expect(consent).not.toHaveProperty('embed');
    expect(JSON.stringify(messages)).toContain('Moss');
  });

  it('stops the build on a text the app cannot format, naming the key', () => {
    expect(() => precompile({ Page: { items: '{count, plural, one {# item} other {# items}}' } })).toThrow(
      /^Page\.items: .*plural/,
    );
    expect(precompile({ Page: { hello: 'Hello <b>{name}</b>' } })).toEqual({ Page: { hello: expect.anything() } });
  });
});

describe('the catalogue modules', () => {
  const plugin = registrationCatalogues(config);

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
