import { localeForLanguages } from './localeList.mjs';
import {
  fromRegistrationLocale,
  isLocale,
  isRegistrationLocale,
  otherLocale,
  registrationLocales,
  defaultRegistrationLocale,
  toRegistrationLocale,
  localeRedirectScript,
  intlLocale,
} from './locales';

describe('locales', () => {
  it('gives Intl a CLDR locale: en-EU is written as English in Europe (en-150), not US English', () => {
    expect(intlLocale('en-EU')).toBe('en-150');
    expect(intlLocale('de-DE')).toBe('de-DE');
    const day = new Date(Date.UTC(1906, 10, 23));
    const numeric = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
    expect(new Intl.DateTimeFormat(intlLocale('en-EU'), numeric).format(day)).toBe('23/11/1906');
  });

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

  it('derives the registration segments from the locales', () => {
    expect(registrationLocales).toEqual(['deDE', 'enEU']);
    expect(defaultRegistrationLocale).toBe('enEU');
  });
});

describe('localeRedirectScript', () => {
  const run = (languages: string[]) => {
    const replace = jest.fn();
    const navigator = { languages, language: languages[0] };
    const location = { replace, search: '?utm_source=x', hash: '#top' };
    new Function('navigator', 'location', localeRedirectScript)(navigator, location);
    return replace.mock.calls[0]?.[0];
  };

  it('chooses like localeForLanguages and keeps query and fragment', () => {
    expect(run(['de-AT', 'en'])).toBe('/de-DE/?utm_source=x#top');
    expect(run(['en-GB', 'de'])).toBe('/en-EU/?utm_source=x#top');
    expect(run([])).toBe('/en-EU/?utm_source=x#top');
    for (const languages of [['DE-ch'], ['de'], ['dev'], ['fr-FR'], ['__proto__'], ['constructor']]) {
      expect(run(languages)).toBe(`/${localeForLanguages(languages)}/?utm_source=x#top`);
    }
  });
});
