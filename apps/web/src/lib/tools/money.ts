import { NumberParser } from '@internationalized/number';
import { intlLocale, type Locale } from '@site/i18n';
import { formatNumber } from '../format';

/**
 * Money as the tools compute it: integer euro cents, parsed the way the visitor's locale writes
 * numbers (de-DE '1.234,56', en-EU '1,234.56'); `formatCents` of ../format shows them.
 * Reading the number is left to @internationalized/number (the library behind React Aria's
 * number field), which knows every locale's symbols. It drops group separators wherever they
 * stand ('1,23' reads as 123 in en-EU), so this module first checks that the text is written the
 * locale's way: the locale's own group separator only between groups of three digits, its own
 * decimal separator at most once. Then it adds the rules of the tools.
 */

/** Largest monthly amount a field accepts: 10 million euros. */
export const MAX_MONTHLY_CENTS = 10_000_000 * 100;

export type AmountError = 'notANumber' | 'grouping' | 'negative' | 'tooLarge' | 'tooManyDecimals';

export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'valid'; cents: number }
  | { kind: 'invalid'; error: AmountError };

export interface ParseAmountOptions {
  /** The 50-30-20 savings field takes a shortfall as a negative amount; budget fields do not. */
  allowNegative?: boolean;
}

const parsers = new Map<Locale, NumberParser>();

function parserFor(locale: Locale): NumberParser {
  let parser = parsers.get(locale);
  if (!parser) {
    parser = new NumberParser(intlLocale(locale), { style: 'decimal' });
    parsers.set(locale, parser);
  }
  return parser;
}

interface Separators {
  group: string;
  decimal: string;
}

const separators = new Map<Locale, Separators>();

function separatorsOf(locale: Locale): Separators {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1234.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    found = { group: part('group'), decimal: part('decimal') };
    separators.set(locale, found);
  }
  return found;
}

const DIGITS = /^\d+$/;
const LEADING_GROUP = /^[1-9]\d{0,2}$/;
const GROUP = /^\d{3}$/;

/**
 * Whether a number is written the locale's way: digits, grouped in threes by the locale's group
 * separator or not grouped at all, then optionally the locale's decimal separator and digits.
 * '1,234.56', '1234.5' and '.5' pass in en-EU; '1,23', '12,34', ',5' and '1 234' do not.
 */
export function isWrittenInLocale(text: string, locale: Locale): boolean {
  const { group, decimal } = separatorsOf(locale);
  const [integer = '', fraction, ...rest] = text.replace(/^[-+\u2212]\s*/, '').split(decimal);
  if (rest.length > 0) return false;
  if (fraction !== undefined && fraction !== '' && !DIGITS.test(fraction)) return false;
  if (integer === '') return fraction !== undefined && fraction !== '';
  const [first = '', ...groups] = integer.split(group);
  return groups.length === 0 ? DIGITS.test(first) : LEADING_GROUP.test(first) && groups.every((g) => GROUP.test(g));
}

// Visitors often type the currency with the amount; it says nothing about the value.
const CURRENCY = /^(?:€|eur)\s*|\s*(?:€|eur)$/gi;

/** Reads what a visitor typed into an amount field. Never returns NaN. */
export function parseAmount(input: string, locale: Locale, options: ParseAmountOptions = {}): ParsedAmount {
  const text = input.trim().replace(CURRENCY, '').trim();
  if (text === '') return { kind: 'empty' };
  const parser = parserFor(locale);
  if (!parser.isValidPartialNumber(text)) return { kind: 'invalid', error: 'notANumber' };
  const value = parser.parse(text);
  if (!Number.isFinite(value)) return { kind: 'invalid', error: 'notANumber' };
  if (!isWrittenInLocale(text, locale)) return { kind: 'invalid', error: 'grouping' };
  if (value < 0 && !options.allowNegative) return { kind: 'invalid', error: 'negative' };
  const scaled = value * 100;
  if (Math.abs(scaled) > MAX_MONTHLY_CENTS) return { kind: 'invalid', error: 'tooLarge' };
  const cents = Math.round(scaled);
  // More than two decimals ('0.005') is named rather than silently rounded.
  if (Math.abs(scaled - cents) > 1e-6) return { kind: 'invalid', error: 'tooManyDecimals' };
  return { kind: 'valid', cents: cents === 0 ? 0 : cents };
}

/** The cents of a valid amount, 0 for an empty or invalid one (those are left out of results). */
export function centsOf(amount: ParsedAmount): number {
  return amount.kind === 'valid' ? amount.cents : 0;
}

/**
 * An amount written back into a field the way the locale writes it, without the currency:
 * 123456 -> '1.234,56' (de-DE), '1,234.56' (en-EU). Used to carry entries across a locale switch.
 */
export function formatAmountInput(cents: number, locale: Locale): string {
  return formatNumber(cents / 100, locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
