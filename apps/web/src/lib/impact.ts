import type { Locale } from '@site/i18n';
import { formatNumber, NBSP } from './format';

/** The impact units of SPEC §3/§9 (the content layer's `ImpactUnit`). */
export type ImpactUnit =
  | 'CUBIC_METER'
  | 'SQUARE_METER'
  | 'SQUARE_CENTIMETRE'
  | 'KILO_CO2'
  | 'LITER'
  | 'ROUNDED'
  | 'ROUNDED_MILLION'
  | 'ROUNDED_EURO_MILLION';

/** Units of measurement, written after the number (§9: m³, m², cm², kg CO₂, l). */
export const measurementSymbols = {
  CUBIC_METER: 'm³',
  SQUARE_METER: 'm²',
  SQUARE_CENTIMETRE: 'cm²',
  KILO_CO2: 'kg CO₂',
  LITER: 'l',
} as const satisfies Partial<Record<ImpactUnit, string>>;

const MILLION = 1_000_000;

/**
 * Rounds down to two significant digits: 123 456 -> 120 000, 8 734 -> 8 700, 56 -> 56.
 * Down, never up, because the figure is followed by '+' ("at least").
 */
export function floorToTwoSignificantDigits(value: number): number {
  if (value < 100) return Math.floor(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.floor(value / step) * step;
}

/**
 * An impact figure as the site shows it (§9), formatted for the locale:
 * - measurement units: whole numbers (one decimal below 10) and the unit, e.g. "1,250 m²";
 * - ROUNDED: floored to two significant digits plus '+', e.g. "120,000+";
 * - ROUNDED_MILLION: millions floored to one decimal plus '+ Mio', e.g. "12.3+ Mio";
 * - ROUNDED_EURO_MILLION: millions rounded to one decimal plus ' Mio €', e.g. "8 Mio €".
 */
export function formatImpactValue(value: number, unit: ImpactUnit, locale: Locale): string {
  switch (unit) {
    case 'ROUNDED':
      return `${formatNumber(floorToTwoSignificantDigits(value), locale)}+`;
    case 'ROUNDED_MILLION':
      return `${formatNumber(Math.floor((value / MILLION) * 10) / 10, locale, { maximumFractionDigits: 1 })}+${NBSP}Mio`;
    case 'ROUNDED_EURO_MILLION':
      return `${formatNumber(Math.round((value / MILLION) * 10) / 10, locale, { maximumFractionDigits: 1 })}${NBSP}Mio${NBSP}€`;
    default: {
      const digits = Math.abs(value) < 10 ? 1 : 0;
      return `${formatNumber(value, locale, { maximumFractionDigits: digits })}${NBSP}${measurementSymbols[unit]}`;
    }
  }
}
