import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups en-EU numbers with commas and a decimal point, as en-150 does', () => {
    expect(formatNumber(1234567.5, 'en-EU')).toBe('1,234,567.5');
  });

  it('groups de-DE numbers with dots and a decimal comma', () => {
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
  });

  it('applies the options of each call, also after a cached formatter of other options', () => {
    expect(formatNumber(2.345, 'en-EU', { maximumFractionDigits: 1 })).toBe('2.3');
    expect(formatNumber(2.345, 'en-EU', { maximumFractionDigits: 2 })).toBe('2.35');
  });
});
