import { intlLocale, type Locale } from '@site/i18n';

/** ISO date (YYYY-MM-DD) -> "1 March 2021" (en-EU) / "1. März 2021" (de-DE), independent of time zone. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: '${isoDate}'.`);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A calendar date in the locale's numeric order (23.11.1906, 23/11/1906): the one of both apps. */
export { formatNumericDate } from '@site/i18n/formatDate';
