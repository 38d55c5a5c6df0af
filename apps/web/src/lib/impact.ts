import type { Locale } from '@site/i18n';
import { NBSP } from './format';
import { joinImpactParts, type ImpactParts } from './impactParts';

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

/** Millions as each locale abbreviates them, around the number: '€412.6m' / '412,6 Mio. €', '1.3m+' / '1,3+ Mio.'. */
const millionParts: Record<Locale, { euro: [string, string]; count: [string, string] }> = {
  'en-EU': { euro: ['€', 'm'], count: ['', 'm+'] },
  'de-DE': { euro: ['', `${NBSP}Mio.${NBSP}€`], count: ['', `+${NBSP}Mio.`] },
};

/**
 * An impact figure as the site shows it (§9), in its parts (`formatImpactValue` joins them; the
 * count-up animation counts the number in the figure's own display unit):
 * - measurement units: whole numbers (one decimal below 10) and the unit, a large figure in the
 *   larger unit of its kind, e.g. "1,250 m²", "31,750 t CO₂", "6.5 km²";
 * - ROUNDED: floored to two significant digits plus '+', e.g. "120,000+";
 * - ROUNDED_MILLION: millions floored to one decimal plus '+' and the locale's 'million', e.g. "12.3m+" / "12,3+ Mio.";
 * - ROUNDED_EURO_MILLION: millions of euros rounded to one decimal, e.g. "€8m" / "8 Mio. €".
 */
export function impactParts(value: number, unit: ImpactUnit, locale: Locale): ImpactParts {
  const around = ([prefix, suffix]: [string, string], number: number) => ({ prefix, number, maximumFractionDigits: 1, suffix });
  switch (unit) {
    case 'ROUNDED':
      return { prefix: '', number: floorToTwoSignificantDigits(value), maximumFractionDigits: 0, suffix: '+' };
    case 'ROUNDED_MILLION':
      return around(millionParts[locale].count, Math.floor((value / MILLION) * 10) / 10);
    case 'ROUNDED_EURO_MILLION':
      return around(millionParts[locale].euro, Math.round((value / MILLION) * 10) / 10);
    default: {
      const larger = largerUnits[unit].find((step) => Math.abs(value) >= step.from);
      const shown = larger ? value / larger.divisor : value;
      return {
        prefix: '',
        number: shown,
        maximumFractionDigits: Math.abs(shown) < 10 ? 1 : 0,
        suffix: `${NBSP}${larger?.symbol ?? measurementSymbols[unit]}`,
      };
    }
  }
}

/** An impact figure as the site shows it (§9, `impactParts`), formatted for the locale. */
export function formatImpactValue(value: number, unit: ImpactUnit, locale: Locale): string {
  return joinImpactParts(impactParts(value, unit, locale), locale);
}
