import { NumberParser } from '@internationalized/number';
import type { Locale } from '@site/i18n';

/**
 * Money as the tools compute it: integer euro cents, parsed the way the visitor's locale writes
 * numbers (de-DE '1.234,56', en-EU '1,234.56') and shown with Intl.NumberFormat in EUR.
 * Parsing is left to @internationalized/number (the library behind React Aria's number field),
 * which knows every locale's separators; this module only adds the rules of the tools.
 */

/** Largest monthly amount a field accepts: 10 million euros (issue 6). */
export const MAX_MONTHLY_CENTS = 10_000_000 * 100;

export type AmountError = 'notANumber' | 'negative' | 'tooLarge' | 'tooManyDecimals';

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
    parser = new NumberParser(locale, { style: 'decimal' });
    parsers.set(locale, parser);
  }
  return parser;
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
  if (value < 0 && !options.allowNegative) return { kind: 'invalid', error: 'negative' };
  const scaled = value * 100;
  if (Math.abs(scaled) > MAX_MONTHLY_CENTS) return { kind: 'invalid', error: 'tooLarge' };
  const cents = Math.round(scaled);
  // More than two decimals is usually the other locale's format ('1,234.56' typed on de-DE
  // reads as 1.23456), so it is named rather than silently rounded.
  if (Math.abs(scaled - cents) > 1e-6) return { kind: 'invalid', error: 'tooManyDecimals' };
  return { kind: 'valid', cents: cents === 0 ? 0 : cents };
}

/** The cents of a valid amount, 0 for an empty or invalid one (those are left out of results). */
export function centsOf(amount: ParsedAmount): number {
  return amount.kind === 'valid' ? amount.cents : 0;
}

const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** 123456 -> '1.234,56 €' (de-DE) or '€1,234.56' (en-EU). */
export function formatEuro(cents: number, locale: Locale): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

const plainFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * An amount written back into a field the way the locale writes it, without the currency:
 * 123456 -> '1.234,56' (de-DE), '1,234.56' (en-EU). Used to carry entries across a locale switch.
 */
export function formatAmountInput(cents: number, locale: Locale): string {
  let format = plainFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    plainFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** 0.4567 -> '45,7 %' (de-DE), '45.7%' (en-EU). */
export function formatPercent(ratio: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(ratio);
}
