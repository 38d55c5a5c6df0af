import { totalAnnualFee, type Fee } from '@site/content';
import type { Locale } from '@site/i18n';
import type { Translate } from '../catalogueTranslator';
import { formatEuro, formatPercent } from '../format';

/**
 * A fee as the fee information document, the price list and the plan's page write it: 'Monthly
 * €4.90', '€2.00 each' after the free ones, '1.5% of the amount', a borrowing rate, or 'Service
 * not offered'.
 */
export function feeText(fee: Fee | null, locale: Locale, t: Translate): string {
  if (!fee) return t('FeeInformation.fees.notOffered');
  const amount = formatEuro(fee.amount, locale);
  const percent = formatPercent(fee.amount / 100, locale, { maximumFractionDigits: 2 });
  switch (fee.unit) {
    case 'perMonth':
    case 'perYear':
      return t(`FeeInformation.fees.${fee.unit}`, { amount });
    case 'perItem':
      return fee.freePerMonth
        ? t('FeeInformation.fees.perItemAfterFree', { free: fee.freePerMonth, amount })
        : t('FeeInformation.fees.perItem', { amount });
    case 'percentOfAmount':
    case 'ratePerYear':
      return t(`FeeInformation.fees.${fee.unit}`, { percent });
  }
}

/** The fee's 'Total annual fee' as an amount, where it has one (a fee charged at intervals). */
export function totalAnnualFeeText(fee: Fee | null, locale: Locale): string | undefined {
  const total = totalAnnualFee(fee);
  return total === undefined ? undefined : formatEuro(total, locale);
}
