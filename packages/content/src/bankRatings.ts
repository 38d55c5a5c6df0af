/**
 * The bank comparator's categories and scale. The content layer checks every bank's ratings
 * against them, and apps/web's comparator (a client component, hence this small module of its
 * own) orders and draws them.
 */
export const bankCategoryKeys = [
  'arms', 'climateProtection', 'corruption', 'food', 'forestry', 'genderEquality', 'humanRights', 'labourRights',
  'manufacturingIndustry', 'mining', 'natureAndEnvironment', 'oilAndGas', 'powerGeneration', 'taxes',
  'transparencyAndAccountability',
] as const;
export type BankCategoryKey = (typeof bankCategoryKeys)[number];

/** Comparator scores, worst to best: 1 no policy, 2 weak, 3 partial, 4 good, 5 leading. */
export const bankRatingLevels = [1, 2, 3, 4, 5] as const;
export type BankRating = (typeof bankRatingLevels)[number];
export const bankRatingScale = { min: bankRatingLevels[0], max: bankRatingLevels[bankRatingLevels.length - 1]! } as const;
