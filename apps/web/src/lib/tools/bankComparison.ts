/** Choosing and ordering banks in the bank comparator. */
import { intlLocale, type Locale } from '@site/i18n';

import { bankCategoryKeys, type BankCategoryKey, type BankRating as Rating } from '@site/content/bankRatings';

export { bankCategoryKeys, type BankCategoryKey, type Rating };
/** The content layer's scale: 1 no policy, 2 weak, 3 partial, 4 good, 5 leading. */
export { bankRatingLevels as ratingLevels, bankRatingScale } from '@site/content/bankRatings';

/** The part of a content-layer bank the comparator reads. */
export interface ComparedBank {
  slug: string;
  name: string;
  isOwnOffer: boolean;
  ratings: Record<BankCategoryKey, Rating>;
}

/** Sort by one category, or by the average over all categories. */
export type BankSortKey = BankCategoryKey | 'overall';

export function averageRating(bank: ComparedBank): number {
  const sum = bankCategoryKeys.reduce((total, key) => total + bank.ratings[key], 0);
  return sum / bankCategoryKeys.length;
}

function score(bank: ComparedBank, sortKey: BankSortKey): number {
  return sortKey === 'overall' ? averageRating(bank) : bank.ratings[sortKey];
}

/** Best first; equal scores by name, so the order never depends on the input order. */
export function sortBanks<T extends ComparedBank>(banks: readonly T[], sortKey: BankSortKey, locale: Locale): T[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return [...banks].sort((a, b) => score(b, sortKey) - score(a, sortKey) || collator.compare(a.name, b.name));
}

/** The banks the visitor picked, in the content's order. */
export function pickedBanks<T extends ComparedBank>(banks: readonly T[], picked: readonly string[]): T[] {
  const wanted = new Set(picked);
  return banks.filter((bank) => wanted.has(bank.slug));
}

/** The first selection: our own offer and the next two banks, so there is a comparison at once. */
export function defaultPick(banks: readonly ComparedBank[], count = 3): string[] {
  const own = banks.filter((bank) => bank.isOwnOffer);
  const others = banks.filter((bank) => !bank.isOwnOffer);
  return [...own, ...others].slice(0, count).map((bank) => bank.slug);
}

/** Adds or removes one bank from the selection. */
export function togglePick(picked: readonly string[], slug: string, on: boolean): string[] {
  const rest = picked.filter((value) => value !== slug);
  return on ? [...rest, slug] : rest;
}

export function isBankSortKey(value: string): value is BankSortKey {
  return value === 'overall' || (bankCategoryKeys as readonly string[]).includes(value);
}
