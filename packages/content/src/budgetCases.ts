/**
 * The 50-30-20 check's matrix (docs/decisions.md, "The 50-30-20 matrix"): the essentials and fun shares of
 * income are each within or over their target, the savings rate is one of four levels, so
 * 2 × 2 × 4 = 16 cases. apps/web's check classifies a budget into one of them, and the content
 * layer keys one budget-advice entry by each.
 */
export const budgetShareLevels = ['within', 'over'] as const;
export type BudgetShareLevel = (typeof budgetShareLevels)[number];

/** Savings rate from worst to best. */
export const budgetSavingsLevels = ['negative', 'low', 'medium', 'high'] as const;
export type BudgetSavingsLevel = (typeof budgetSavingsLevels)[number];

export type BudgetCaseKey = `${BudgetShareLevel}-${BudgetShareLevel}-${BudgetSavingsLevel}`;

export interface BudgetCaseLevels {
  essentials: BudgetShareLevel;
  fun: BudgetShareLevel;
  savings: BudgetSavingsLevel;
}

/** A case's key, e.g. 'within-over-low'. */
export function budgetCaseKey({ essentials, fun, savings }: BudgetCaseLevels): BudgetCaseKey {
  return `${essentials}-${fun}-${savings}`;
}

/** Every case: essentials first, then fun, then savings from worst to best. */
export const budgetCases: readonly (BudgetCaseLevels & { key: BudgetCaseKey })[] = budgetShareLevels.flatMap(
  (essentials) =>
    budgetShareLevels.flatMap((fun) =>
      budgetSavingsLevels.map((savings) => ({ key: budgetCaseKey({ essentials, fun, savings }), essentials, fun, savings })),
    ),
);

export const budgetCaseKeys: readonly BudgetCaseKey[] = budgetCases.map((c) => c.key);
