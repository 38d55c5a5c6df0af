import { intlLocale, type Locale } from '@site/i18n';

/** Between a number and its unit, so '312 kg' never parts (in the picture and its alt text). */
const NBSP = '\u00a0';

/**
 * How the screens write the sample customer's figures, through `intlLocale` as every figure of
 * both apps ('€1,240.50' / '1.240,50 €'). The site's own format module lives in apps/web, which a
 * package cannot import, and the registration app has none; the figures of the bank as a whole
 * reach the screens already formatted by the site.
 */
export function screenFigures(locale: Locale) {
  const euro = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' });
  const signedEuro = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' });
  const count = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
  return {
    euro: (value: number) => euro.format(value),
    /** A payment: '−€23.40', '+€2,350.00'. */
    signedEuro: (value: number) => signedEuro.format(value),
    count: (value: number) => count.format(value),
    kilograms: (value: number) => `${count.format(value)}${NBSP}kg`,
  };
}
