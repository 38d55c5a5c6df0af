import { intlLocale, type Locale } from '@site/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one Intl.NumberFormat of the site: every number, amount and share goes through here, so
 * every one gets `intlLocale` (en-EU is no CLDR locale; Intl would write US English).
 * Formatters are cached per locale and options, as building one is far slower than using it.
 */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format.format(value);
}
