import type { DistributionType, Fund } from '@site/content';
import { intlLocale, type Locale } from '@site/i18n';
import { formatNumber } from './numberFormat';

export type { DistributionType };

/** The fund facts this module formats: the content layer's `Fund` without name and breakdowns. */
export type FundFactsInput = Omit<
  Fund,
  'id' | 'name' | 'description' | 'composition' | 'industries' | 'countries' | 'cashSecurities' | 'asOf'
>;

/** How a fact is shown. Percentages arrive in percent (0.45 = 0.45 %), money in EUR. */
export type FundFactKind = 'percent' | 'eur' | 'date' | 'isin' | 'wkn' | 'distribution' | 'country' | 'text';

/** Every fund fact of SPEC §3 except the three breakdowns (shown as tabs), in §3 order. */
export const fundFactKinds = {
  isin: 'isin',
  wkn: 'wkn',
  accountFee: 'eur',
  distributionType: 'distribution',
  estimatedReturnOnInvestment: 'percent',
  fundCompany: 'text',
  investmentHorizon: 'text',
  investmentUniverse: 'text',
  issueCountry: 'country',
  issueDate: 'date',
  issueSurcharge: 'percent',
  netAssetValue: 'eur',
  netAssetValuePerShare: 'eur',
  orderFee: 'eur',
  portfolioManager: 'text',
  targetAudience: 'text',
  totalExpenseRatio: 'percent',
} as const satisfies Record<keyof FundFactsInput, FundFactKind>;

export type FundFactKey = keyof typeof fundFactKinds;
export const fundFactKeys = Object.keys(fundFactKinds) as FundFactKey[];

/** 0.45 -> "0.45%" (en) / "0,45 %" (de); up to two decimals. */
export function formatPercent(valueInPercent: number, locale: Locale): string {
  return formatNumber(valueInPercent / 100, locale, { style: 'percent', maximumFractionDigits: 2 });
}

/** 1234.5 -> "€1,234.50" (en) / "1.234,50 €" (de); whole amounts from a million upwards. */
export function formatEuro(value: number, locale: Locale): string {
  const whole = Math.abs(value) >= 1_000_000;
  return formatNumber(value, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/** ISO date (YYYY-MM-DD) -> "1 March 2021" (en) / "1. März 2021" (de), independent of time zone. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: '${isoDate}'.`);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** ISIN as printed on fund documents: upper case, no spaces; anything else is a content error. */
export function formatIsin(isin: string): string {
  const value = isin.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(value)) throw new Error(`Not an ISIN: '${isin}'.`);
  return value;
}

/** WKN (German securities number): six letters or digits, upper case. */
export function formatWkn(wkn: string): string {
  const value = wkn.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{6}$/.test(value)) throw new Error(`Not a WKN: '${wkn}'.`);
  return value;
}

/** ISO 3166-1 alpha-2 -> the country's name in the locale ("LU" -> "Luxembourg" / "Luxemburg"). */
export function formatCountry(code: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(code.toUpperCase()) ?? code;
}

/** Catalogue texts for the distribution types (ACCUMULATING is 'Reinvesting', §3). */
export type DistributionLabels = Record<DistributionType, string>;

export function formatFundFact(
  key: FundFactKey,
  fund: FundFactsInput,
  locale: Locale,
  distributionLabels: DistributionLabels,
): string {
  const value = fund[key];
  switch (fundFactKinds[key]) {
    case 'percent':
      return formatPercent(value as number, locale);
    case 'eur':
      return formatEuro(value as number, locale);
    case 'date':
      return formatDate(value as string, locale);
    case 'isin':
      return formatIsin(value as string);
    case 'wkn':
      return formatWkn(value as string);
    case 'country':
      return formatCountry(value as string, locale);
    case 'distribution':
      return distributionLabels[value as DistributionType];
    case 'text':
      return String(value);
  }
}

/** Every fact as [key, formatted value], in §3 order. */
export function fundFactRows(
  fund: FundFactsInput,
  locale: Locale,
  distributionLabels: DistributionLabels,
): { key: FundFactKey; value: string }[] {
  return fundFactKeys.map((key) => ({ key, value: formatFundFact(key, fund, locale, distributionLabels) }));
}
