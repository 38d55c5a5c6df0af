import { languageNames } from './languageName';

describe('languageNames', () => {
  it('names ISO 639-1 languages as a list in the locale', () => {
    expect(languageNames(['de', 'en'], 'de-DE')).toBe('Deutsch und Englisch');
    expect(languageNames(['de', 'en'], 'en-EU')).toBe('German and English');
    expect(languageNames(['de'], 'en-EU')).toBe('German');
  });
});
