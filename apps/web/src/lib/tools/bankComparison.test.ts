import {
  averageRating,
  bankCategoryKeys,
  defaultPick,
  isBankSortKey,
  pickedBanks,
  sortBanks,
  togglePick,
  type ComparedBank,
  type Rating,
} from './bankComparison';

function bank(slug: string, name: string, base: Rating, overrides: Partial<ComparedBank['ratings']> = {}, isOwnOffer = false): ComparedBank {
  const ratings = Object.fromEntries(bankCategoryKeys.map((key) => [key, base])) as ComparedBank['ratings'];
  return { slug, name, isOwnOffer, ratings: { ...ratings, ...overrides } };
}

const banks = [
  bank('big', 'Big Bank', 2, { taxes: 5 }),
  bank('own', 'Our offer', 5, { taxes: 4 }, true),
  bank('eco', 'Öko Bank', 4, { arms: 5, taxes: 1 }),
  bank('alpha', 'Alpha Bank', 2, { taxes: 5 }),
];

describe('bank comparator', () => {
  it('has the 15 categories of §3', () => {
    expect(bankCategoryKeys).toHaveLength(15);
  });

  it('sorts best first by one category, equal ratings by name', () => {
    expect(sortBanks(banks, 'taxes', 'en-EU').map((b) => b.slug)).toEqual(['alpha', 'big', 'own', 'eco']);
    expect(sortBanks(banks, 'arms', 'en-EU').map((b) => b.slug)).toEqual(['eco', 'own', 'alpha', 'big']);
  });

  it('sorts by the average over all categories', () => {
    expect(averageRating(banks[1]!)).toBeCloseTo((14 * 5 + 4) / 15);
    expect(sortBanks(banks, 'overall', 'en-EU').map((b) => b.slug)).toEqual(['own', 'eco', 'alpha', 'big']);
  });

  it('sorts names the way the locale does', () => {
    const tie = [bank('z', 'Zeta', 3), bank('o', 'Öko', 3), bank('a', 'Aachen', 3)];
    expect(sortBanks(tie, 'food', 'de-DE').map((b) => b.name)).toEqual(['Aachen', 'Öko', 'Zeta']);
  });

  it('does not change the list it sorts', () => {
    const before = banks.map((b) => b.slug);
    sortBanks(banks, 'arms', 'en-EU');
    expect(banks.map((b) => b.slug)).toEqual(before);
  });

  it('keeps the picked banks in content order', () => {
    expect(pickedBanks(banks, ['alpha', 'own']).map((b) => b.slug)).toEqual(['own', 'alpha']);
    expect(pickedBanks(banks, [])).toEqual([]);
  });

  it('starts with our own offer and two others', () => {
    expect(defaultPick(banks)).toEqual(['own', 'big', 'eco']);
  });

  it('adds and removes a bank from the pick', () => {
    expect(togglePick(['own'], 'eco', true)).toEqual(['own', 'eco']);
    expect(togglePick(['own', 'eco'], 'own', false)).toEqual(['eco']);
    expect(togglePick(['own'], 'own', true)).toEqual(['own']);
  });

  it('accepts only known sort keys', () => {
    expect(isBankSortKey('overall')).toBe(true);
    expect(isBankSortKey('oilAndGas')).toBe(true);
    expect(isBankSortKey('price')).toBe(false);
  });
});
