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

type MeasurementUnit = keyof typeof measurementSymbols;

/**
 * A large figure moves to the larger unit of the same kind, so nobody has to count digits
 * ('4,960,000,000 cm²' reads '496,000 m²'): area, mass of CO₂ and volume stay what they are.
 * Each step: from which value (in the content's unit) and by how much, to which symbol.
 */
const largerUnits: Record<MeasurementUnit, { from: number; divisor: number; symbol: string }[]> = {
  SQUARE_CENTIMETRE: [
    { from: 1e10, divisor: 1e10, symbol: 'km²' },
    { from: 1e4, divisor: 1e4, symbol: 'm²' },
  ],
  SQUARE_METER: [{ from: 1e6, divisor: 1e6, symbol: 'km²' }],
  KILO_CO2: [{ from: 1e3, divisor: 1e3, symbol: 't CO₂' }],
  LITER: [{ from: 1e5, divisor: 1e3, symbol: 'm³' }],
  CUBIC_METER: [],
};

/** Millions as each locale abbreviates them: '€412.6m' / '412,6 Mio. €', '1.3m+' / '1,3+ Mio.'. */
const millions: Record<Locale, { euro: (n: string) => string; count: (n: string) => string }> = {
  'en-EU': { euro: (n) => `€${n}m`, count: (n) => `${n}m+` },
  'de-DE': { euro: (n) => `${n}${NBSP}Mio.${NBSP}€`, count: (n) => `${n}+${NBSP}Mio.` },
};

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
 * - measurement units: whole numbers (one decimal below 10) and the unit, a large figure in the
 *   larger unit of its kind, e.g. "1,250 m²", "31,750 t CO₂", "6.5 km²";
 * - ROUNDED: floored to two significant digits plus '+', e.g. "120,000+";
 * - ROUNDED_MILLION: millions floored to one decimal plus '+' and the locale's 'million', e.g. "12.3m+" / "12,3+ Mio.";
 * - ROUNDED_EURO_MILLION: millions of euros rounded to one decimal, e.g. "€8m" / "8 Mio. €".
 */
export function formatImpactValue(value: number, unit: ImpactUnit, locale: Locale): string {
  const oneDecimal = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 1 });
  switch (unit) {
    case 'ROUNDED':
      return `${formatNumber(floorToTwoSignificantDigits(value), locale)}+`;
    case 'ROUNDED_MILLION':
      return millions[locale].count(oneDecimal(Math.floor((value / MILLION) * 10) / 10));
    case 'ROUNDED_EURO_MILLION':
      return millions[locale].euro(oneDecimal(Math.round((value / MILLION) * 10) / 10));
    default: {
      const larger = largerUnits[unit].find((step) => Math.abs(value) >= step.from);
      const shown = larger ? value / larger.divisor : value;
      const digits = Math.abs(shown) < 10 ? 1 : 0;
      return `${formatNumber(shown, locale, { maximumFractionDigits: digits })}${NBSP}${larger?.symbol ?? measurementSymbols[unit]}`;
    }
  }
}
