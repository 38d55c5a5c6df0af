import { bindUnits, joinUnit, percentSpace, unitSpace } from './units';

const NBSP = '\u00a0';
/** Spaces a line may break at: every white space but the no-break ones. */
const breakable = /[^\S\u00a0\u202f]/;

describe('unitSpace and percentSpace', () => {
  it('are no-break spaces, none before % in en-EU as Intl writes it', () => {
    expect(unitSpace('de-DE')).toBe(NBSP);
    expect(unitSpace('en-EU')).toBe(NBSP);
    expect(percentSpace('de-DE')).toBe(NBSP);
    expect(percentSpace('en-EU')).toBe('');
  });
});

describe('joinUnit', () => {
  // Every impact unit of SPEC §9 (m³, m², cm², kg CO₂, l, '+', '+ Mio', ' Mio €'), plus € and %.
  it.each([
    ['1.250', 'm³', 'de-DE', `1.250${NBSP}m³`],
    ['1,250', 'm²', 'en-EU', `1,250${NBSP}m²`],
    ['3,3', 'cm²', 'de-DE', `3,3${NBSP}cm²`],
    ['31,750', 'kg CO₂', 'en-EU', `31,750${NBSP}kg${NBSP}CO₂`],
    ['95.000', 'l', 'de-DE', `95.000${NBSP}l`],
    ['1,3+', 'Mio.', 'de-DE', `1,3+${NBSP}Mio.`],
    ['412,6', 'Mio. €', 'de-DE', `412,6${NBSP}Mio.${NBSP}€`],
    ['100.000', '€', 'de-DE', `100.000${NBSP}€`],
    ['50', '%', 'de-DE', `50${NBSP}%`],
    ['50', '%', 'en-EU', '50%'],
  ] as const)('%s and %s in %s', (number, unit, locale, expected) => {
    const joined = joinUnit(number, unit, locale);
    expect(joined).toBe(expected);
    expect(joined).not.toMatch(breakable);
  });
});

describe('bindUnits', () => {
  it.each([
    // The figures seen split at a line end (issue 40) and the texts they come from.
    ['bis 100.000 € pro Person', 'de-DE', `bis 100.000${NBSP}€ pro Person`],
    ['rund 200 cm² am Tag', 'de-DE', `rund 200${NBSP}cm² am Tag`],
    ['Target: at most 50 %', 'en-EU', 'Target: at most 50%'],
    ['Ziel: höchstens 50 %', 'de-DE', `Ziel: höchstens 50${NBSP}%`],
    ['mindestens 20% ihres Umsatzes', 'de-DE', `mindestens 20${NBSP}% ihres Umsatzes`],
    ['from 31 % to 19 %', 'en-EU', 'from 31% to 19%'],
    ['2,8 Mio. t Stahlschrott', 'de-DE', `2,8${NBSP}Mio.${NBSP}t Stahlschrott`],
    ['560 Mio. € zusammen', 'de-DE', `560${NBSP}Mio.${NBSP}€ zusammen`],
    ['5.2 million euros into', 'en-EU', `5.2${NBSP}million${NBSP}euros into`],
    ['CO₂: 312 kg', 'en-EU', `CO₂: 312${NBSP}kg`],
    ['ab 0 EUR.', 'de-DE', `ab 0${NBSP}EUR.`],
    ['14 ml', 'de-DE', `14${NBSP}ml`],
    // Catalogue texts: a placeholder or a plural's '#' stands for the number.
    ['{amount} million euros', 'en-EU', `{amount}${NBSP}million${NBSP}euros`],
    ['{value} %', 'de-DE', `{value}${NBSP}%`],
    ['{count, plural, one {# Euro} other {# Euro}}', 'de-DE', `{count, plural, one {#${NBSP}Euro} other {#${NBSP}Euro}}`],
  ] as const)('%s (%s)', (text, locale, expected) => {
    expect(bindUnits(text, locale)).toBe(expected);
  });

  it.each(['In 2024 it made', 'Seit 2019 baute sie', 'https://example.com/a%20b/1%2F', 'Stufe 3 mittel', '2 Tage'])(
    'leaves %s alone: a word that only starts like a unit, or an escaped URL',
    (text) => {
      expect(bindUnits(text, 'de-DE')).toBe(text);
    },
  );
});
