import { intlLocale, type Locale } from '@site/i18n';

/** Non-breaking space between a number and its unit, so "12 m²" never wraps apart. */
export const NBSP = '\u00a0';

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** A calendar date in the locale's numeric order: 23.11.1906 (de-DE), 23/11/1906 (en-EU). */
export function formatNumericDate(date: { year: number; month: number; day: number }, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
