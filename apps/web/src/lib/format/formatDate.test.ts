import { formatDate, formatNumericDate } from './formatDate';

describe('formatDate', () => {
  it('writes dates in words per locale, without a time-zone shift', () => {
    expect(formatDate('2021-03-01', 'en-EU')).toBe('1 March 2021');
    expect(formatDate('2021-03-01', 'de-DE')).toBe('1. März 2021');
    expect(formatDate('2021-12-31T23:30:00Z', 'de-DE')).toBe('31. Dezember 2021');
  });

  it('refuses what is not an ISO date', () => {
    expect(() => formatDate('yesterday', 'en-EU')).toThrow("Not an ISO date: 'yesterday'.");
  });
});

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
