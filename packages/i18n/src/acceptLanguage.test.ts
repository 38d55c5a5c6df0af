import { localeFromAcceptLanguage, rankLanguages } from './acceptLanguage.mjs';

describe('the locale of an Accept-Language header', () => {
  it('ranks by q, then by order, and leaves out q=0', () => {
    expect(rankLanguages('en;q=0.5, de-CH;q=0.8, fr')).toEqual(['fr', 'de-CH', 'en']);
    expect(rankLanguages('de;q=0, en')).toEqual(['en']);
    expect(rankLanguages(null)).toEqual([]);
  });

  it.each([
    ['de-AT,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en;q=0.5, de-CH;q=0.8', 'de-DE'],
    ['de', 'de-DE'],
    ['fr-FR,de;q=0.5', 'en-EU'],
    ['de;q=0, en', 'en-EU'],
    ['dense', 'en-EU'],
    ['', 'en-EU'],
  ])('gives %j the locale %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
