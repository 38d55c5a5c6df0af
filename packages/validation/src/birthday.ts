import {
  calendarDateOf,
  compareCalendarDates,
  daysInMonth,
  subtractYears,
  type CalendarDate,
} from './calendarDate';

/**
 * Default bounds of the birthday range (SPEC §5 says only "a from-to range"; the bounds are this
 * project's choice): a visitor must be at least 18 years old (legal age to open an account in
 * Germany) and at most 120 years old (no one is older; it catches mistyped years such as 1826).
 * Both bounds are inclusive: a visitor born exactly 18 years ago today is accepted.
 */
export const BIRTHDAY_MIN_AGE_YEARS = 18;
export const BIRTHDAY_MAX_AGE_YEARS = 120;

/** What the three inputs of a date field hold, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DateParseResult =
  | { ok: true; date: CalendarDate }
  | { ok: false; error: 'required' | 'date' };

const DAY_OR_MONTH = /^[0-9]{1,2}$/;
const YEAR = /^[0-9]{4}$/;

/**
 * Parses day, month and year (DD, MM, YYYY; one-digit day and month are accepted, surrounding
 * spaces ignored) into a calendar date. 'required' when all three are empty; 'date' when any part
 * is missing, holds anything but ASCII digits, the year has not exactly four digits or is 0000,
 * or the day does not exist (31.04., 29.02. outside leap years).
 */
export function parseDateParts(parts: DateParts): DateParseResult {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return { ok: false, error: 'required' };
  if (!DAY_OR_MONTH.test(day) || !DAY_OR_MONTH.test(month) || !YEAR.test(year)) {
    return { ok: false, error: 'date' };
  }
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  if (date.year < 1 || date.month < 1 || date.month > 12) return { ok: false, error: 'date' };
  if (date.day < 1 || date.day > daysInMonth(date.year, date.month)) return { ok: false, error: 'date' };
  return { ok: true, date };
}

/** Inclusive bounds: `from` is the earliest allowed birthday, `to` the latest. */
export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

export interface BirthdayRangeOptions {
  /** Defaults to now, in local time. Pass it in tests and wherever "today" must be fixed. */
  today?: Date | CalendarDate;
  minAgeYears?: number;
  maxAgeYears?: number;
}

/** The allowed birthdays: at most `maxAgeYears` and at least `minAgeYears` before today. */
export function birthdayRange(options: BirthdayRangeOptions = {}): DateRange {
  const { today = new Date(), minAgeYears = BIRTHDAY_MIN_AGE_YEARS, maxAgeYears = BIRTHDAY_MAX_AGE_YEARS } =
    options;
  if (minAgeYears > maxAgeYears) throw new RangeError('minAgeYears must not exceed maxAgeYears');
  const day = today instanceof Date ? calendarDateOf(today) : today;
  return { from: subtractYears(day, maxAgeYears), to: subtractYears(day, minAgeYears) };
}

export function isWithinRange(date: CalendarDate, range: DateRange): boolean {
  return compareCalendarDates(date, range.from) >= 0 && compareCalendarDates(date, range.to) <= 0;
}

export type BirthdayResult =
  | { ok: true; date: CalendarDate }
  | { ok: false; error: 'required' | 'date' }
  /** Show `Validation.birthdayRange` with `{from}` and `{to}` formatted from `range`. */
  | { ok: false; error: 'birthdayRange'; range: DateRange; date: CalendarDate };

export interface BirthdayOptions extends BirthdayRangeOptions {
  /** An explicit range; wins over today/minAgeYears/maxAgeYears. */
  range?: DateRange;
}

/** Parses the three parts and checks the range: which message applies, or the date. */
export function validateBirthday(parts: DateParts, options: BirthdayOptions = {}): BirthdayResult {
  const parsed = parseDateParts(parts);
  if (!parsed.ok) return parsed;
  const range = options.range ?? birthdayRange(options);
  if (!isWithinRange(parsed.date, range)) return { ok: false, error: 'birthdayRange', range, date: parsed.date };
  return parsed;
}

/**
 * 'birthdayMismatch' when the entered birthday differs from the one on file. The server decides
 * for real (and counts wrong attempts); this is for flows that already hold the birthday.
 */
export function matchBirthday(entered: CalendarDate, onFile: CalendarDate): 'birthdayMismatch' | null {
  return compareCalendarDates(entered, onFile) === 0 ? null : 'birthdayMismatch';
}
