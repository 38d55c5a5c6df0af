import type { Locale } from '@site/i18n';

/**
 * The Intl locale behind a site locale. en-EU is no CLDR locale (Intl would fall back to US
 * English, "March 1, 2021"); en-150 is English as written in Europe: "1 March 2021", "€1,234.50".
 */
export function intlLocale(locale: Locale): string {
  return locale === 'en-EU' ? 'en-150' : locale;
}

/** Non-breaking space between a number and its unit, so "12 m²" never wraps apart. */
export const NBSP = '\u00a0';

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}
