import type { Locale } from '@site/i18n';
import { unitSizes, type Quantity } from '@site/content/figures';
import type { ImpactUnit } from '@site/content';
import { joinUnit } from './format';
import { joinImpactParts, type ImpactParts } from './impactParts';

export type { ImpactUnit };

/** A unit a measured figure can be shown in: its symbol (§9's m³, m², cm², kg CO₂, l and larger ones) and its size in the quantity's base unit. */
export interface DisplayUnit {
  symbol: string;
  size: number;
}

/** The units each measured quantity can be shown in, smallest first (sizes in m², m³ and kg, as `unitSizes` of the content). */
const displayUnits: Partial<Record<Quantity, DisplayUnit[]>> = {
  area: [
    { symbol: 'cm²', size: 1e-4 },
    { symbol: 'm²', size: 1 },
    { symbol: 'km²', size: 1e6 },
  ],
  volume: [
    { symbol: 'l', size: 1e-3 },
    { symbol: 'm³', size: 1 },
  ],
  co2: [
    { symbol: 'kg CO₂', size: 1 },
    { symbol: 't CO₂', size: 1e3 },
  ],
};

/** The measured quantity of a unit (area, volume, CO₂) and the unit's size in it; none for a count or an amount. */
function measureOf(unit: ImpactUnit): { quantity: Quantity; size: number } | undefined {
  for (const quantity of Object.keys(displayUnits) as Quantity[]) {
    const size = unitSizes[quantity][unit];
    if (size !== undefined) return { quantity, size };
  }
  return undefined;
}

/**
 * One unit per measured quantity, for all its figures together: the largest in which the smallest
 * of them is still at least 1 ('496,000 m²' beside '6,480,000 m²', never beside '6.5 km²'), so a
 * page never shows one area in km² and another in m². Pass every figure of the content, not only
 * the ones a page shows, so every page picks the same unit.
 */
export function impactDisplayUnits(figures: readonly { value: number; unit: ImpactUnit }[]): Partial<Record<Quantity, DisplayUnit>> {
  const smallest: Partial<Record<Quantity, number>> = {};
  for (const { value, unit } of figures) {
    const measure = measureOf(unit);
    if (!measure) continue;
    smallest[measure.quantity] = Math.min(smallest[measure.quantity] ?? Infinity, Math.abs(value) * measure.size);
  }
  return Object.fromEntries(
    (Object.entries(smallest) as [Quantity, number][]).map(([quantity, least]) => {
      const units = displayUnits[quantity]!;
      return [quantity, units.findLast((u) => u.size <= least) ?? units[0]!];
    }),
  );
}

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
function millionParts(locale: Locale): { euro: [string, string]; count: [string, string] } {
  return locale === 'de-DE'
    ? { euro: ['', joinUnit('', 'Mio. €', locale)], count: ['', `+${joinUnit('', 'Mio.', locale)}`] }
    : { euro: ['€', 'm'], count: ['', 'm+'] };
}

/**
 * An impact figure as the site shows it (§9), in its parts (`formatImpactValue` joins them; the
 * count-up animation counts the number in the figure's own display unit):
 * - measurement units: whole numbers (one decimal below 10) in the quantity's display unit
 *   (`shownIn`, from `impactDisplayUnits`), e.g. "1,250 m²", "31,750 t CO₂";
 * - ROUNDED: floored to two significant digits plus '+', e.g. "120,000+";
 * - ROUNDED_MILLION: millions floored to one decimal plus '+' and the locale's 'million', e.g. "12.3m+" / "12,3+ Mio.";
 * - ROUNDED_EURO_MILLION: millions of euros rounded to one decimal, e.g. "€8m" / "8 Mio. €".
 * Number and unit are joined with the locale's no-break space (`joinUnit`).
 */
export function impactParts(
  value: number,
  unit: ImpactUnit,
  locale: Locale,
  shownIn: Partial<Record<Quantity, DisplayUnit>> = impactDisplayUnits([{ value, unit }]),
): ImpactParts {
  const around = ([prefix, suffix]: [string, string], number: number) => ({ prefix, number, maximumFractionDigits: 1, suffix });
  switch (unit) {
    case 'ROUNDED':
      return { prefix: '', number: floorToTwoSignificantDigits(value), maximumFractionDigits: 0, suffix: '+' };
    case 'ROUNDED_MILLION':
      return around(millionParts(locale).count, Math.floor((value / MILLION) * 10) / 10);
    case 'ROUNDED_EURO_MILLION':
      return around(millionParts(locale).euro, Math.round((value / MILLION) * 10) / 10);
    default: {
      const measure = measureOf(unit)!;
      const display = shownIn[measure.quantity] ?? impactDisplayUnits([{ value, unit }])[measure.quantity]!;
      const shown = (value * measure.size) / display.size;
      return { prefix: '', number: shown, maximumFractionDigits: Math.abs(shown) < 10 ? 1 : 0, suffix: joinUnit('', display.symbol, locale) };
    }
  }
}

/** An impact figure as the site shows it (§9, `impactParts`), formatted for the locale. */
export function formatImpactValue(
  value: number,
  unit: ImpactUnit,
  locale: Locale,
  shownIn?: Partial<Record<Quantity, DisplayUnit>>,
): string {
  return joinImpactParts(impactParts(value, unit, locale, shownIn), locale);
}
