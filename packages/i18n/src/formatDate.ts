import { defaultLocale, intlLocale, isLocale, isRegistrationLocale, fromRegistrationLocale, type Locale } from './locales';

/**
 * The one numeric date format of both apps: 23.11.1906 (de-DE), 23/11/1906 (en-EU, through
 * `intlLocale`, never Intl's US order). The site's format module re-exports it; the consent
 * dialog writes the consent's day with it. Its own entry point (`@site/i18n/formatDate`), so a
 * client chunk takes only this and the locale list.
 */
export function formatNumericDate(date: { year: number; month: number; day: number }, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The site locale of a page's `<html lang>` (either app's form); the default when it is neither. */
export function pageLocale(lang: string): Locale {
  if (isLocale(lang)) return lang;
  if (isRegistrationLocale(lang)) return fromRegistrationLocale(lang);
  return defaultLocale;
}
