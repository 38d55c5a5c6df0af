import { centsOf, formatAmountInput, isWrittenInLocale, MAX_MONTHLY_CENTS, parseAmount } from './money';

describe('parseAmount', () => {
  it.each([
    ['de-DE', '1.234,56', 123456],
    ['en-EU', '1,234.56', 123456],
    ['de-DE', '12,5', 1250],
    ['en-EU', '12.5', 1250],
    ['de-DE', '12.345', 1234500],
    ['en-EU', '12,345', 1234500],
    ['de-DE', ' 800 ', 80000],
    ['de-DE', '800 €', 80000],
    ['en-EU', '€800', 80000],
    ['en-EU', '800 EUR', 80000],
    ['de-DE', '0', 0],
    ['de-DE', '10.000.000', MAX_MONTHLY_CENTS],
    ['en-EU', '10,000,000.00', MAX_MONTHLY_CENTS],
    ['en-EU', '1234', 123400],
    ['de-DE', '1234', 123400],
    ['en-EU', '300€', 30000],
    ['en-EU', '€2,000', 200000],
    ['de-DE', '2.000 €', 200000],
    ['en-EU', '.5', 50],
    ['de-DE', ',5', 50],
    ['en-EU', '1234.5', 123450],
    ['de-DE', '1234,56', 123456],
    ['en-EU', '0.01', 1],
  ] as const)('%s reads %j as %i cents', (locale, input, cents) => {
    expect(parseAmount(input, locale)).toEqual({ kind: 'valid', cents });
  });

  it.each([
    ['de-DE', 'abc', 'notANumber'],
    ['en-EU', '12abc', 'notANumber'],
    ['en-EU', '1e5', 'notANumber'],
    ['de-DE', '-', 'notANumber'],
    ['de-DE', '-5', 'negative'],
    ['en-EU', '-0.01', 'negative'],
    ['de-DE', '10.000.000,01', 'tooLarge'],
    ['en-EU', '99999999999999999999', 'tooLarge'],
    ['de-DE', '1,234.56', 'grouping'],
    ['en-EU', '1.234,56', 'grouping'],
    ['en-EU', '1,23', 'grouping'],
    ['en-EU', '12,34', 'grouping'],
    ['en-EU', '0,001', 'grouping'],
    ['en-EU', ',5', 'grouping'],
    ['en-EU', '1,2345', 'grouping'],
    ['en-EU', '1,234,56', 'grouping'],
    ['en-EU', '1 234', 'grouping'],
    ['en-EU', '€12,34', 'grouping'],
    ['de-DE', '1.2.3', 'grouping'],
    ['de-DE', '12.34', 'grouping'],
    ['de-DE', '1 234', 'grouping'],
    ['de-DE', '1.000,5.5', 'grouping'],
    ['en-EU', '0,001,000', 'grouping'],
    ['en-EU', '0.005', 'tooManyDecimals'],
  ] as const)('%s rejects %j as %s', (locale, input, error) => {
    expect(parseAmount(input, locale)).toEqual({ kind: 'invalid', error });
  });

  it('accepts a negative amount grouped the locale\'s way and rejects one grouped wrongly', () => {
    expect(parseAmount('-1,234.5', 'en-EU', { allowNegative: true })).toEqual({ kind: 'valid', cents: -123450 });
    expect(parseAmount('-12,34', 'en-EU', { allowNegative: true })).toEqual({ kind: 'invalid', error: 'grouping' });
  });

  it('treats blank input as empty, not as an error', () => {
    expect(parseAmount('', 'de-DE')).toEqual({ kind: 'empty' });
    expect(parseAmount('   ', 'en-EU')).toEqual({ kind: 'empty' });
    expect(parseAmount('€', 'en-EU')).toEqual({ kind: 'empty' });
  });

  it('takes negative amounts only when asked to', () => {
    expect(parseAmount('-200,50', 'de-DE', { allowNegative: true })).toEqual({ kind: 'valid', cents: -20050 });
    expect(parseAmount('-10.000.001', 'de-DE', { allowNegative: true })).toEqual({ kind: 'invalid', error: 'tooLarge' });
  });

  it('never turns -0 into a negative cent amount', () => {
    expect(parseAmount('-0', 'de-DE', { allowNegative: true })).toEqual({ kind: 'valid', cents: 0 });
  });

  it('counts only valid amounts', () => {
    expect(centsOf({ kind: 'valid', cents: 42 })).toBe(42);
    expect(centsOf({ kind: 'empty' })).toBe(0);
    expect(centsOf({ kind: 'invalid', error: 'negative' })).toBe(0);
  });
});

describe('isWrittenInLocale', () => {
  it('takes only the locale\'s own separators, grouping only in threes', () => {
    expect(isWrittenInLocale('1,234,567.89', 'en-EU')).toBe(true);
    expect(isWrittenInLocale('1.234.567,89', 'de-DE')).toBe(true);
    expect(isWrittenInLocale('1234567', 'de-DE')).toBe(true);
    expect(isWrittenInLocale('12,345.', 'en-EU')).toBe(true);
    expect(isWrittenInLocale('1234,567', 'en-EU')).toBe(false);
    expect(isWrittenInLocale('1,234.5,6', 'en-EU')).toBe(false);
    expect(isWrittenInLocale('1.234', 'en-EU')).toBe(true);
    expect(isWrittenInLocale('1,234', 'de-DE')).toBe(true);
    expect(isWrittenInLocale('.', 'en-EU')).toBe(false);
  });
});

describe('formatAmountInput', () => {
  it('writes amounts back into fields in the locale format, and they read back the same', () => {
    expect(formatAmountInput(123456, 'de-DE')).toBe('1.234,56');
    expect(formatAmountInput(123456, 'en-EU')).toBe('1,234.56');
    expect(formatAmountInput(80000, 'en-EU')).toBe('800');
    for (const cents of [1, 99, 100, 123456, MAX_MONTHLY_CENTS]) {
      for (const locale of ['de-DE', 'en-EU'] as const) {
        expect(parseAmount(formatAmountInput(cents, locale), locale)).toEqual({ kind: 'valid', cents });
      }
    }
  });
});
