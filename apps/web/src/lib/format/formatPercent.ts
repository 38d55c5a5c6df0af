import type { Locale } from '@site/i18n';
import { formatNumber } from './formatNumber';

export interface PercentOptions {
  /** Decimals at most; one unless the figure is published more precisely. */
  maximumFractionDigits?: number;
}

/** A share as a ratio: 0.4567 -> '45.7%' (en-EU) / '45,7 %' (de-DE). */
export function formatPercent(ratio: number, locale: Locale, { maximumFractionDigits = 1 }: PercentOptions = {}): string {
  return formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits });
}
