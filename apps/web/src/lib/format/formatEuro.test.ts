import { bindUnits } from './index';
import { formatCents, formatEuro, formatPlanPrice } from './formatEuro';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it.each([
    [1234.5, '€1,234.50', '1.234,50 €'],
    [1, '€1.00', '1,00 €'],
    [4.9, '€4.90', '4,90 €'],
    [45_250_000, '€45,250,000.00', '45.250.000,00 €'],
  ])('%p euros -> en %s, de %s', (value, en, de) => {
    expect(plain(formatEuro(value, 'en-EU'))).toBe(en);
    expect(plain(formatEuro(value, 'de-DE'))).toBe(de);
  });

  it('drops the cents when asked for whole euros', () => {
    expect(plain(formatEuro(45_250_000.4, 'en-EU', { whole: true }))).toBe('€45,250,000');
    expect(plain(formatEuro(45_250_000.4, 'de-DE', { whole: true }))).toBe('45.250.000 €');
  });
});

describe('formatCents', () => {
  it('shows integer cents as euros the way the locale writes them', () => {
    expect(formatCents(123456, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatCents(123456, 'en-EU')).toBe('€1,234.56');
    expect(formatCents(-5000, 'en-EU')).toBe('-€50.00');
  });
});

describe('formatPlanPrice', () => {
  it('is null for a free plan and the amount otherwise', () => {
    expect(formatPlanPrice(0, 'en-EU')).toBeNull();
    expect(formatPlanPrice(0, 'de-DE')).toBeNull();
    expect(formatPlanPrice(4.9, 'en-EU')).toBe('€4.90');
    expect(formatPlanPrice(4.9, 'de-DE')).toBe('4,90\u00a0€');
  });
});

describe('euros and their sign', () => {
  it('are one unbreakable run in both locales, as in the texts (bindUnits)', () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      expect(formatEuro(100_000, locale, { whole: true })).not.toMatch(/[^\S\u00a0\u202f]/);
    }
    expect(formatEuro(100_000, 'de-DE', { whole: true })).toBe(bindUnits('100.000 €', 'de-DE'));
  });
});
