import { intlLocale, type Locale } from './locales';

/** ISO 3166-1 alpha-2 -> the country's name in the locale ('LU' -> 'Luxembourg' / 'Luxemburg'). */
export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code.toUpperCase()) ?? code;
}
