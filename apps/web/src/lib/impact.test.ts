import { floorToTwoSignificantDigits, formatImpactValue, type ImpactUnit } from './impact';

// Compare with plain spaces; the formatter uses non-breaking ones.
const show = (value: number, unit: ImpactUnit, locale: 'de-DE' | 'en-EU') =>
  formatImpactValue(value, unit, locale).replace(/[\u00a0\u202f]/g, ' ');

describe('formatImpactValue', () => {
  it.each<[number, ImpactUnit, string, string]>([
    [12_345.6, 'CUBIC_METER', '12,346 m³', '12.346 m³'],
    [1_250, 'SQUARE_METER', '1,250 m²', '1.250 m²'],
    [6_480_000, 'SQUARE_METER', '6.5 km²', '6,5 km²'],
    [3.25, 'SQUARE_CENTIMETRE', '3.3 cm²', '3,3 cm²'],
    [9_999, 'SQUARE_CENTIMETRE', '9,999 cm²', '9.999 cm²'],
    [4_960_000_000, 'SQUARE_CENTIMETRE', '496,000 m²', '496.000 m²'],
    [987, 'KILO_CO2', '987 kg CO₂', '987 kg CO₂'],
    [31_750_000, 'KILO_CO2', '31,750 t CO₂', '31.750 t CO₂'],
    [42, 'LITER', '42 l', '42 l'],
    [95_000_000, 'LITER', '95,000 m³', '95.000 m³'],
    [123_456, 'ROUNDED', '120,000+', '120.000+'],
    [8_734, 'ROUNDED', '8,700+', '8.700+'],
    [56.9, 'ROUNDED', '56+', '56+'],
    [12_345_678, 'ROUNDED_MILLION', '12.3m+', '12,3+ Mio.'],
    [12_999_999, 'ROUNDED_MILLION', '12.9m+', '12,9+ Mio.'],
    [3_000_000, 'ROUNDED_MILLION', '3m+', '3+ Mio.'],
    [8_000_000, 'ROUNDED_EURO_MILLION', '€8m', '8 Mio. €'],
    [412_600_000, 'ROUNDED_EURO_MILLION', '€412.6m', '412,6 Mio. €'],
  ])('%p %s -> en "%s", de "%s"', (value, unit, en, de) => {
    expect(show(value, unit, 'en-EU')).toBe(en);
    expect(show(value, unit, 'de-DE')).toBe(de);
  });

  it('keeps number and unit together with a non-breaking space', () => {
    expect(formatImpactValue(5, 'LITER', 'en-EU')).toBe('5\u00a0l');
    expect(formatImpactValue(8_000_000, 'ROUNDED_EURO_MILLION', 'de-DE')).toBe('8\u00a0Mio.\u00a0€');
  });
});

describe('floorToTwoSignificantDigits', () => {
  it.each([
    [99, 99],
    [100, 100],
    [199, 190],
    [1_999_999, 1_900_000],
    [0, 0],
  ])('%p -> %p', (input, output) => {
    expect(floorToTwoSignificantDigits(input)).toBe(output);
  });
});
