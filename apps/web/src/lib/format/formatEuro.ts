import type { Locale } from '@site/i18n';
import { formatNumber } from './formatNumber';

export interface EuroOptions {
  /** Whole euros, no cents: large figures such as a fund's volume. */
  whole?: boolean;
}

/** An amount in euros: 1234.5 -> '€1,234.50' (en-EU) / '1.234,50 €' (de-DE). */
export function formatEuro(euros: number, locale: Locale, { whole = false }: EuroOptions = {}): string {
  const digits = whole ? 0 : 2;
  return formatNumber(euros, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** An amount in integer cents, as the tools compute: 123456 -> '€1,234.56' / '1.234,56 €'. */
export function formatCents(cents: number, locale: Locale): string {
  return formatEuro(cents / 100, locale);
}

/**
 * An account plan's monthly price as the pages show it: null for a plan that costs nothing
 * (each page writes its own 'Free' text), else the amount ('€4.90' / '4,90 €'). The home page's
 * plan cards and the account comparison both go through it.
 */
export function formatPlanPrice(monthlyPrice: number, locale: Locale): string | null {
  return monthlyPrice === 0 ? null : formatEuro(monthlyPrice, locale);
}
