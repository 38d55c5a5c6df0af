import { intlLocale, type Locale } from './locales';

/** ISO 639-1 codes -> their names in the locale, as a list ('German and English' / 'Deutsch und Englisch'). */
export function languageNames(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' });
  return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}
