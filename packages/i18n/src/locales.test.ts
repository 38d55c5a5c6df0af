import {
  fromRegistrationLocale,
  isLocale,
  isRegistrationLocale,
  otherLocale,
  pickLocale,
  toRegistrationLocale,
} from './locales';

describe('locales', () => {
  it('maps site locales to registration segments and back', () => {
    expect(toRegistrationLocale('de-DE')).toBe('deDE');
    expect(toRegistrationLocale('en-EU')).toBe('enEU');
    expect(fromRegistrationLocale('deDE')).toBe('de-DE');
    expect(fromRegistrationLocale('enEU')).toBe('en-EU');
  });

  it('recognises only known locales', () => {
    expect(isLocale('de-DE')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isRegistrationLocale('enEU')).toBe(true);
    expect(isRegistrationLocale('en-EU')).toBe(false);
    expect(isRegistrationLocale('__proto__')).toBe(false);
  });

  it('switches to the other locale', () => {
    expect(otherLocale('de-DE')).toBe('en-EU');
    expect(otherLocale('en-EU')).toBe('de-DE');
  });

  it.each([
    [['de-DE', 'en'], 'de-DE'],
    [['de'], 'de-DE'],
    [['de-AT'], 'de-DE'],
    [['DE-ch'], 'de-DE'],
    [['en-US', 'de-DE'], 'en-EU'],
    [['fr-FR'], 'en-EU'],
    [['dev'], 'en-EU'],
    [[], 'en-EU'],
  ])('sends a browser preferring %j to %s', (languages, expected) => {
    expect(pickLocale(languages)).toBe(expected);
  });
});
