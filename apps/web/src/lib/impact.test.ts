import { floorToTwoSignificantDigits, formatImpactValue, impactDisplayUnits, type ImpactUnit } from './impact';

// Compare with plain spaces; the formatter uses no-break ones.
const show = (value: number, unit: ImpactUnit, locale: 'de-DE' | 'en-EU') =>
  formatImpactValue(value, unit, locale).replace(/[\u00a0\u202f]/g, ' ');

/** Spaces a line may break at: any white space but the no-break ones. */
const breakable = /[^\S\u00a0\u202f]/;

describe('formatImpactValue of a figure on its own', () => {
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

  // Every impact unit of SPEC §9 (m³, m², cm², kg CO₂, l, '+', '+ Mio', ' Mio €'): the number
  // and all of its unit are one unbreakable run, so no line can start with the unit.
  it.each<[number, ImpactUnit, string]>([
    [12_345, 'CUBIC_METER', 'm³'],
    [1_250, 'SQUARE_METER', 'm²'],
    [3, 'SQUARE_CENTIMETRE', 'cm²'],
    [987, 'KILO_CO2', 'kg CO₂'],
    [42, 'LITER', 'l'],
    [123_456, 'ROUNDED', '+'],
    [12_345_678, 'ROUNDED_MILLION', 'Mio.'],
    [412_600_000, 'ROUNDED_EURO_MILLION', 'Mio. €'],
  ])('keeps %p %s and its unit together in both locales', (value, unit, deUnit) => {
    for (const locale of ['de-DE', 'en-EU'] as const) expect(formatImpactValue(value, unit, locale)).not.toMatch(breakable);
    expect(formatImpactValue(value, unit, 'de-DE').replace(/[\u00a0\u202f]/g, ' ')).toMatch(new RegExp(`\\d\\+? ?${deUnit.replace(/[.+]/g, '\\$&')}$`));
  });
});

describe('impactDisplayUnits: one unit per quantity', () => {
  // The impact page of issue 40 showed '1.2 km²' beside '496,000 m²'.
  const figures = [
    { value: 6_480_000, unit: 'SQUARE_METER' },
    { value: 1_240_000, unit: 'SQUARE_METER' },
    { value: 4_960_000_000, unit: 'SQUARE_CENTIMETRE' },
    { value: 18_400, unit: 'CUBIC_METER' },
    { value: 95_000_000, unit: 'LITER' },
    { value: 31_750_000, unit: 'KILO_CO2' },
    { value: 250_000, unit: 'ROUNDED' },
  ] as const;

  it('shows every area, volume and mass of CO₂ in the largest unit its smallest figure fills', () => {
    const shownIn = impactDisplayUnits(figures);
    expect(Object.fromEntries(Object.entries(shownIn).map(([quantity, unit]) => [quantity, unit.symbol]))).toEqual({
      area: 'm²',
      volume: 'm³',
      co2: 't CO₂',
    });
    const shown = figures.map(({ value, unit }) => formatImpactValue(value, unit, 'en-EU', shownIn).replace(/\u00a0/g, ' '));
    expect(shown).toEqual(['6,480,000 m²', '1,240,000 m²', '496,000 m²', '18,400 m³', '95,000 m³', '31,750 t CO₂', '250,000+']);
  });

  it('moves a quantity to a larger unit only when all its figures fill it', () => {
    const areas = impactDisplayUnits([
      { value: 6_480_000, unit: 'SQUARE_METER' },
      { value: 1_240_000, unit: 'SQUARE_METER' },
    ]);
    expect(areas.area?.symbol).toBe('km²');
    expect(formatImpactValue(1_240_000, 'SQUARE_METER', 'de-DE', areas)).toBe('1,2\u00a0km²');
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
