import fc from 'fast-check';
import {
  BIRTHDAY_MAX_AGE_YEARS,
  BIRTHDAY_MIN_AGE_YEARS,
  birthdayRange,
  matchBirthday,
  parseDateParts,
  validateBirthday,
} from './birthday';
import { daysInMonth, toIsoDate } from './calendarDate';

const today = { year: 2026, month: 5, day: 14 };

describe('parseDateParts', () => {
  it('parses DD, MM, YYYY and one-digit day and month', () => {
    expect(parseDateParts({ day: '07', month: '03', year: '1990' })).toEqual({
      ok: true,
      date: { year: 1990, month: 3, day: 7 },
    });
    expect(parseDateParts({ day: '7', month: '3', year: '1990' })).toEqual({
      ok: true,
      date: { year: 1990, month: 3, day: 7 },
    });
  });

  it.each([
    ['31', '02', '1990'],
    ['30', '02', '2000'],
    ['29', '02', '1900'], // 1900 is not a leap year
    ['31', '04', '1990'],
    ['00', '01', '1990'],
    ['01', '13', '1990'],
    ['01', '00', '1990'],
    ['1a', '01', '1990'],
    ['01', '01', '90'],
    ['01', '01', '19900'],
    ['01', '01', '0000'],
    ['+1', '01', '1990'],
    ['1.', '01', '1990'],
    ['٠١', '01', '1990'], // Arabic-Indic digits are not accepted
    ['', '01', '1990'],
  ])('rejects %s.%s.%s as not a date', (day, month, year) => {
    expect(parseDateParts({ day, month, year })).toEqual({ ok: false, error: 'date' });
  });

  it('accepts 29.02. in leap years', () => {
    expect(parseDateParts({ day: '29', month: '02', year: '2000' }).ok).toBe(true);
    expect(parseDateParts({ day: '29', month: '02', year: '2024' }).ok).toBe(true);
  });

  it('reports an untouched group as required', () => {
    expect(parseDateParts({ day: ' ', month: '', year: '' })).toEqual({ ok: false, error: 'required' });
  });
});

describe('birthdayRange', () => {
  it('defaults to 120 to 18 years before today, inclusive', () => {
    expect(BIRTHDAY_MIN_AGE_YEARS).toBe(18);
    expect(BIRTHDAY_MAX_AGE_YEARS).toBe(120);
    const range = birthdayRange({ today });
    expect(toIsoDate(range.from)).toBe('1906-05-14');
    expect(toIsoDate(range.to)).toBe('2008-05-14');
  });

  it('moves 29 February to 28 February in a non-leap year', () => {
    const range = birthdayRange({ today: { year: 2028, month: 2, day: 29 } });
    expect(toIsoDate(range.to)).toBe('2010-02-28');
    expect(toIsoDate(range.from)).toBe('1908-02-29');
  });

  it('is configurable and takes a Date in local time', () => {
    const range = birthdayRange({ today: new Date(2026, 0, 31, 23, 30), minAgeYears: 16, maxAgeYears: 100 });
    expect(toIsoDate(range.from)).toBe('1926-01-31');
    expect(toIsoDate(range.to)).toBe('2010-01-31');
  });

  it('refuses a minimum age above the maximum', () => {
    expect(() => birthdayRange({ minAgeYears: 30, maxAgeYears: 20 })).toThrow(RangeError);
  });
});

describe('validateBirthday', () => {
  it('accepts the bounds themselves', () => {
    expect(validateBirthday({ day: '14', month: '05', year: '2008' }, { today }).ok).toBe(true);
    expect(validateBirthday({ day: '14', month: '05', year: '1906' }, { today }).ok).toBe(true);
  });

  it('returns birthdayRange with the range for the message placeholders', () => {
    const tooYoung = validateBirthday({ day: '15', month: '05', year: '2008' }, { today });
    expect(tooYoung).toMatchObject({ ok: false, error: 'birthdayRange' });
    if (tooYoung.ok || tooYoung.error !== 'birthdayRange') throw new Error('expected a range error');
    expect(toIsoDate(tooYoung.range.from)).toBe('1906-05-14');
    expect(toIsoDate(tooYoung.range.to)).toBe('2008-05-14');
    expect(validateBirthday({ day: '13', month: '05', year: '1906' }, { today })).toMatchObject({
      error: 'birthdayRange',
    });
  });

  it('passes parse errors through before checking the range', () => {
    expect(validateBirthday({ day: '31', month: '02', year: '1990' }, { today })).toEqual({ ok: false, error: 'date' });
    expect(validateBirthday({ day: '', month: '', year: '' }, { today })).toEqual({ ok: false, error: 'required' });
  });

  it('uses an explicit range when given', () => {
    const range = { from: { year: 1950, month: 1, day: 1 }, to: { year: 1960, month: 12, day: 31 } };
    expect(validateBirthday({ day: '01', month: '01', year: '1990' }, { range }).ok).toBe(false);
    expect(validateBirthday({ day: '01', month: '01', year: '1955' }, { range }).ok).toBe(true);
  });
});

describe('matchBirthday', () => {
  it('says birthdayMismatch for a different day only', () => {
    const onFile = { year: 1990, month: 3, day: 7 };
    expect(matchBirthday({ year: 1990, month: 3, day: 7 }, onFile)).toBeNull();
    expect(matchBirthday({ year: 1990, month: 7, day: 3 }, onFile)).toBe('birthdayMismatch');
  });
});

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Any existing calendar day with a four-digit year. */
const existingDay = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.integer({ min: 1, max: daysInMonth(year, month) }).map((day) => ({ year, month, day })),
  );

describe('parseDateParts (properties)', () => {
  it('round-trips every existing day written as DD, MM, YYYY', () => {
    fc.assert(
      fc.property(existingDay, (date) => {
        const parsed = parseDateParts({ day: pad(date.day, 2), month: pad(date.month, 2), year: pad(date.year, 4) });
        expect(parsed).toEqual({ ok: true, date });
      }),
    );
  });

  it('agrees with the JavaScript calendar on which days exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const js = new Date(Date.UTC(year, month - 1, day));
          const exists = js.getUTCMonth() === month - 1 && js.getUTCDate() === day;
          const parsed = parseDateParts({ day: String(day), month: String(month), year: String(year) });
          expect(parsed.ok).toBe(exists);
        },
      ),
    );
  });

  it('rejects any part that contains a non-digit', () => {
    const withNonDigit = fc
      .tuple(fc.string({ maxLength: 2 }), fc.string({ minLength: 1, maxLength: 1 }), fc.string({ maxLength: 2 }))
      .filter(([, c]) => !/[0-9\s]/.test(c))
      .map(([a, c, b]) => `${a}${c}${b}`);
    fc.assert(
      fc.property(existingDay, fc.constantFrom('day', 'month', 'year'), withNonDigit, (date, part, bad) => {
        const parts = { day: pad(date.day, 2), month: pad(date.month, 2), year: pad(date.year, 4), [part]: bad };
        expect(parseDateParts(parts)).toEqual({ ok: false, error: 'date' });
      }),
    );
  });

  it('rejects years that do not have exactly four digits', () => {
    const wrongYear = fc.oneof(fc.integer({ min: 0, max: 999 }).map(String), fc.integer({ min: 10000, max: 10 ** 9 }).map(String));
    fc.assert(
      fc.property(wrongYear, (year) => {
        expect(parseDateParts({ day: '01', month: '01', year })).toEqual({ ok: false, error: 'date' });
      }),
    );
  });
});

describe('validateBirthday (properties)', () => {
  it('accepts a day exactly when it lies between the two bounds', () => {
    fc.assert(
      fc.property(existingDay, existingDay.filter((d) => d.year > 200), (birthday, now) => {
        const range = birthdayRange({ today: now });
        const iso = toIsoDate(birthday);
        const inside = iso >= toIsoDate(range.from) && iso <= toIsoDate(range.to);
        const result = validateBirthday(
          { day: String(birthday.day), month: String(birthday.month), year: pad(birthday.year, 4) },
          { today: now },
        );
        expect(result.ok).toBe(inside);
        if (!result.ok) expect(result.error).toBe('birthdayRange');
      }),
    );
  });
});
