import { centsOf, formatAmountInput, formatEuro, formatPercent, MAX_MONTHLY_CENTS, parseAmount } from './money';

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
    ['de-DE', '1,234.56', 'tooManyDecimals'],
    ['en-EU', '1.234,56', 'tooManyDecimals'],
    ['en-EU', '0.005', 'tooManyDecimals'],
  ] as const)('%s rejects %j as %s', (locale, input, error) => {
    expect(parseAmount(input, locale)).toEqual({ kind: 'invalid', error });
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

describe('formatting', () => {
  it('shows euros as the locale writes them', () => {
    expect(formatEuro(123456, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatEuro(123456, 'en-EU')).toBe('€1,234.56');
    expect(formatEuro(-5000, 'en-EU')).toBe('-€50.00');
  });

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

  it('shows shares as percentages', () => {
    expect(formatPercent(0.5, 'en-EU')).toBe('50%');
    expect(formatPercent(0.4567, 'de-DE')).toBe('45,7\u00a0%');
  });
});
