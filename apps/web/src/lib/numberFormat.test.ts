import { formatNumber, formatNumericDate } from './numberFormat';

describe('formatNumericDate', () => {
  const date = { year: 1906, month: 11, day: 23 };

  it('writes en-EU dates day first, as Europe does, not in US order', () => {
    expect(formatNumericDate(date, 'en-EU')).toBe('23/11/1906');
  });

  it('writes de-DE dates with dots', () => {
    expect(formatNumericDate(date, 'de-DE')).toBe('23.11.1906');
  });

  it('pads day and month to two digits', () => {
    expect(formatNumericDate({ year: 2008, month: 2, day: 3 }, 'en-EU')).toBe('03/02/2008');
  });
});

describe('formatNumber', () => {
  it('groups en-EU numbers with commas and a decimal point', () => {
    expect(formatNumber(1234567.5, 'en-EU')).toBe('1,234,567.5');
  });
});
