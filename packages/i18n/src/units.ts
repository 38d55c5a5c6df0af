import { intlLocale, type Locale } from './locales';

/**
 * How a number and its unit stay together, in both apps and in every text: the formatters, the
 * catalogues (bound when they are loaded) and the content (bound by its mapper) all go through here.
 */

const BREAKING_SPACE = /[ \u00a0\u202f]+/g;
const NO_BREAK = /[\u00a0\u202f]/;

// Plain objects rather than Maps: a bundle that imports this module without using it keeps nothing.
const unitSpaces: Partial<Record<Locale, string>> = {};
const percentSpaces: Partial<Record<Locale, string>> = {};

/** The text Intl puts between a formatted number and its unit or sign, made unbreakable. */
function literalBetween(locale: Locale, options: Intl.NumberFormatOptions, partType: string, fallback: string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), options).formatToParts(12);
  const index = parts.findIndex((part) => part.type === partType);
  const before = parts[index - 1];
  if (index < 1 || before?.type !== 'literal') return index < 1 ? fallback : '';
  return NO_BREAK.test(before.value) ? before.value : '\u00a0';
}

/**
 * The space a locale writes between a number and a unit of measurement, never one a line may
 * break at: the locale's own when it is a no-break space (a narrow one in French), else U+00A0
 * (Intl writes '12 kg' with a plain space in de-DE and en).
 */
export function unitSpace(locale: Locale): string {
  return (unitSpaces[locale] ??= literalBetween(locale, { style: 'unit', unit: 'kilogram' }, 'unit', '\u00a0'));
}

/** What a locale writes between a number and '%': nothing in en-EU ('50%'), a no-break space in de-DE ('50 %'). */
export function percentSpace(locale: Locale): string {
  return (percentSpaces[locale] ??= literalBetween(locale, { style: 'percent' }, 'percentSign', ''));
}

/** A written number and its unit as one unbreakable figure: ('12', 'kg CO₂') -> '12 kg CO₂' with no-break spaces. */
export function joinUnit(number: string, unit: string, locale: Locale): string {
  if (unit === '%') return `${number}${percentSpace(locale)}%`;
  return `${number}${unitSpace(locale)}${unit.replace(BREAKING_SPACE, unitSpace(locale))}`;
}

/**
 * The units a text may put after a number, longest first where one starts another (SPEC §9's
 * m³, m², cm², kg CO₂, l, 'Mio' and €, and the ones the content writes besides). 'CO₂' follows
 * 'kg' or 't'; 'Mio.' may be followed by another unit ('2,8 Mio. t', '560 Mio. €').
 */
export const textUnits = [
  '€', 'EUR', 'Euro', 'euros', 'euro',
  'km²', 'cm²', 'm²', 'm³', 'cm³', 'ha',
  'kg', 't', 'g', 'CO₂',
  'l', 'ml', 'Liter', 'litres', 'liters',
  'km', 'cm', 'mm', 'm',
  'kWh', 'MWh', 'GWh',
  'Mio.', 'Mrd.', 'Tsd.', 'Millionen', 'Milliarden', 'million', 'billion',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let patterns: { units: RegExp; percent: RegExp } | undefined;

/** Built on first use, like the spaces above. */
function textPatterns(): { units: RegExp; percent: RegExp } {
  if (!patterns) {
    // The end of a number: a digit, an ICU placeholder ('{value} %') or a plural's '#'. A unit
    // ends where no letter or digit follows, so 'm' is not the start of 'million' nor '%' of '%20'.
    const numberEnd = String.raw`(\d|\{[A-Za-z0-9_]+\}|#)`;
    const unit = String.raw`(?:${textUnits.map(escape).join('|')})(?![\p{L}\p{N}])`;
    patterns = {
      units: new RegExp(String.raw`${numberEnd}((?:[ \u00a0\u202f]+${unit})+)`, 'gu'),
      percent: new RegExp(String.raw`${numberEnd}[ \u00a0\u202f]*%(?![0-9A-Fa-f]{2})`, 'gu'),
    };
  }
  return patterns;
}

/**
 * A text with every number kept together with the units after it, as the locale writes them:
 * 'bis 100.000 € pro Person' gets a no-break space before '€', 'Target: at most {value} %' one
 * before '%' in de-DE and none in en-EU ('50%', like Intl's percentages). Placeholders count as
 * numbers, so a catalogue's '{value} %' is bound before the value is filled in.
 */
export function bindUnits(text: string, locale: Locale): string {
  const space = unitSpace(locale);
  const { units, percent } = textPatterns();
  return text
    .replace(units, (_, end: string, chain: string) => `${end}${chain.replace(BREAKING_SPACE, space)}`)
    .replace(percent, (_, end: string) => `${end}${percentSpace(locale)}%`);
}
