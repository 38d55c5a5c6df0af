import { detailPaths, detailRoutes, localeSwitchTargets } from './detailRoutes';
import { contentHref } from './contentHref';

// Content with a translated article slug (the model allows it per item id), a shared job slug
// and a company that exists in one locale only.
jest.mock('@site/content', () => ({
  getContent: async (locale: 'de-DE' | 'en-EU') => ({
    articles: [{ id: 'a1', slug: locale === 'de-DE' ? 'gruen-sparen' : 'saving-green' }],
    jobs: [{ id: 'j1', slug: 'developer' }],
    companies: locale === 'de-DE' ? [{ id: 'c1', slug: 'nur-de' }] : [],
  }),
}));

describe('detailRoutes', () => {
  it('pairs the slugs of an item by its id, and falls back to the list page when a locale lacks it', async () => {
    expect(await detailRoutes()).toEqual([
      { kind: 'job', id: 'j1', paths: { 'de-DE': '/jobs/developer/', 'en-EU': '/jobs/developer/' } },
      { kind: 'company', id: 'c1', paths: { 'de-DE': '/investing/companies/nur-de/', 'en-EU': '/investing/companies/' } },
      { kind: 'article', id: 'a1', paths: { 'de-DE': '/magazine/gruen-sparen/', 'en-EU': '/magazine/saving-green/' } },
    ]);
    expect(await detailPaths('article', 'en-EU', 'saving-green')).toEqual({
      'de-DE': '/magazine/gruen-sparen/',
      'en-EU': '/magazine/saving-green/',
    });
  });

  it('gives the language switch only the paths that change, never a list page as source', async () => {
    expect(await localeSwitchTargets('en-EU')).toEqual({ '/magazine/saving-green/': '/magazine/gruen-sparen/' });
    expect(await localeSwitchTargets('de-DE')).toEqual({
      '/magazine/gruen-sparen/': '/magazine/saving-green/',
      '/investing/companies/nur-de/': '/investing/companies/',
    });
  });
});

describe('contentHref', () => {
  it('prefixes the locale to a site path from content and leaves other links alone', () => {
    expect(contentHref('de-DE', '/magazine/x/')).toBe('/de-DE/magazine/x/');
    expect(contentHref('de-DE', '/en-EU/magazine/x/')).toBe('/en-EU/magazine/x/');
    expect(contentHref('en-EU', 'https://example.com/')).toBe('https://example.com/');
    expect(contentHref('en-EU', '//cdn.example/x')).toBe('//cdn.example/x');
  });
});
