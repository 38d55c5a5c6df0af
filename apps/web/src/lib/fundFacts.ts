import type { DistributionType, Fund } from '@site/content';
import { countryName, type Locale } from '@site/i18n';
import { formatDate, formatEuro, formatPercent } from './format';

export type { DistributionType };

/** The fund facts this module formats: the content layer's `Fund` without name, breakdowns, risk class (a scale) and documents. */
export type FundFactsInput = Omit<
  Fund,
  | 'id' | 'name' | 'description' | 'composition' | 'industries' | 'countries' | 'cashSecurities' | 'summaryRiskIndicator' | 'asOf'
  | 'keyInformation' | 'prospectus'
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

/**
 * Percentages as the fund's documents publish them, in percent (0.45 = 0.45 %) with up to two
 * decimals: facts, portfolio weights and breakdown shares.
 */
export function formatFundPercent(percent: number, locale: Locale): string {
  return formatPercent(percent / 100, locale, { maximumFractionDigits: 2 });
}

/** Amounts in euros; whole euros from a million upwards (the fund's volume). */
function formatFundEuro(euros: number, locale: Locale): string {
  return formatEuro(euros, locale, { whole: Math.abs(euros) >= 1_000_000 });
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
export const formatCountry = countryName;

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
      return formatFundPercent(value as number, locale);
    case 'eur':
      return formatFundEuro(value as number, locale);
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
