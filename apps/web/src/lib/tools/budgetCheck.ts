/**
 * The 50-30-20 check: which of 16 cases a monthly budget falls into.
 *
 * The spec names the rule (50 % essentials, 30 % fun, 20 % savings) and 16 cases but no
 * thresholds; these are ours, documented here and in the README:
 *
 *   essentials share of income   within: at most 50 %        over: above 50 %
 *   fun share of income          within: at most 30 %        over: above 30 %
 *   savings rate (savings/income) negative: below 0 %  (more goes out than comes in)
 *                                low:      0 % to under 10 %
 *                                medium:  10 % to under 20 %
 *                                high:    20 % and more
 *
 *   2 x 2 x 4 = 16 cases, keyed `${essentials}-${fun}-${savings}` (e.g. 'within-over-low').
 *   The levels and keys are @site/content's (budgetCases.ts), which keys its budget advice
 *   entries by the same cases.
 *
 * Savings are what the visitor puts aside each month, entered as a negative amount when they
 * spend more than they earn (drawing on savings or the overdraft). They are their own input,
 * not income minus the other two: otherwise essentials <= 50 % and fun <= 30 % would always leave
 * at least 20 %, and six of the cases could never happen. Zero or missing income is not a case
 * but its own message, because no share of nothing means anything.
 *
 * All comparisons are on integer cents and whole percent (share <= 50 % is
 * 100 * essentials <= 50 * income), so a boundary like exactly 50 % can never tip over through
 * floating-point error.
 */
import {
  budgetCaseKey,
  budgetCaseKeys,
  type BudgetCaseKey,
  type BudgetSavingsLevel as SavingsLevel,
  type BudgetShareLevel as ShareLevel,
} from '@site/content/budgetCases';
import type { Locale } from '@site/i18n';
import { centsOf, parseAmount, type AmountError, type ParsedAmount } from './money';
import { restoreEntries } from './storedEntries';

export { budgetCaseKeys, type BudgetCaseKey, type SavingsLevel, type ShareLevel };

export interface BudgetCheckInput {
  /** Monthly net income in cents. */
  income: number;
  essentials: number;
  fun: number;
  /** May be negative: a monthly shortfall. */
  savings: number;
}

export interface BudgetCase {
  key: BudgetCaseKey;
  essentials: ShareLevel;
  fun: ShareLevel;
  savings: SavingsLevel;
  /** Ratios of income, for display only (the case is decided on cents). */
  shares: { essentials: number; fun: number; savings: number };
}

export type BudgetCheckResult = { kind: 'noIncome' } | ({ kind: 'case' } & BudgetCase);

/**
 * The rule in whole percent of income: at most 50 % essentials and 30 % fun, at least 20 %
 * savings; under `lowSavings` % the savings are low rather than medium.
 */
export const budgetRule = { essentials: 50, fun: 30, savings: 20, lowSavings: 10 } as const;

/** `amount` is under `percent` % of `income`, on integer cents (no rounding at the boundary). */
const below = (amount: number, percent: number, income: number) => amount * 100 < income * percent;
const atMost = (amount: number, percent: number, income: number) => amount * 100 <= income * percent;

export function classifySavings(savings: number, income: number): SavingsLevel {
  if (savings < 0) return 'negative';
  if (below(savings, budgetRule.lowSavings, income)) return 'low';
  if (below(savings, budgetRule.savings, income)) return 'medium';
  return 'high';
}

export function checkBudget({ income, essentials, fun, savings }: BudgetCheckInput): BudgetCheckResult {
  if (!(income > 0)) return { kind: 'noIncome' };
  const essentialsLevel: ShareLevel = atMost(essentials, budgetRule.essentials, income) ? 'within' : 'over';
  const funLevel: ShareLevel = atMost(fun, budgetRule.fun, income) ? 'within' : 'over';
  const savingsLevel = classifySavings(savings, income);
  return {
    kind: 'case',
    key: budgetCaseKey({ essentials: essentialsLevel, fun: funLevel, savings: savingsLevel }),
    essentials: essentialsLevel,
    fun: funLevel,
    savings: savingsLevel,
    shares: { essentials: essentials / income, fun: fun / income, savings: savings / income },
  };
}

/** The check's four monthly amounts; savings may be negative. */
export const budgetCheckFields = ['income', 'essentials', 'fun', 'savings'] as const;
export type BudgetCheckField = (typeof budgetCheckFields)[number];

export type BudgetCheckEntries = Partial<Record<BudgetCheckField, string>>;

export interface BudgetCheckEvaluation {
  amounts: Record<BudgetCheckField, ParsedAmount>;
  /** Fields whose entry is not a valid amount, and why. */
  errors: Partial<Record<BudgetCheckField, AmountError>>;
  /**
   * The verdict, or `invalidEntries` while any entry is not a valid amount: a verdict on the
   * rest would count the bad entry as 0 and judge a budget the visitor did not enter.
   */
  result: BudgetCheckResult | { kind: 'invalidEntries'; count: number };
}

/** Reads the four entries as typed and decides the case, or names the entries to correct. */
export function evaluateBudgetCheck(entries: BudgetCheckEntries, locale: Locale): BudgetCheckEvaluation {
  const amounts = {} as Record<BudgetCheckField, ParsedAmount>;
  const errors: BudgetCheckEvaluation['errors'] = {};
  for (const field of budgetCheckFields) {
    const amount = parseAmount(entries[field] ?? '', locale, { allowNegative: field === 'savings' });
    amounts[field] = amount;
    if (amount.kind === 'invalid') errors[field] = amount.error;
  }
  const count = Object.keys(errors).length;
  const result: BudgetCheckEvaluation['result'] =
    count > 0
      ? { kind: 'invalidEntries', count }
      : checkBudget({
          income: centsOf(amounts.income),
          essentials: centsOf(amounts.essentials),
          fun: centsOf(amounts.fun),
          savings: centsOf(amounts.savings),
        });
  return { amounts, errors, result };
}

export const budgetCheckStorageKey = 'budget-check';

/** The check's entries read back from sessionStorage (see `restoreEntries`). */
export function restoreBudgetCheck(stored: unknown, locale: Locale): BudgetCheckEntries {
  return restoreEntries(stored, locale, budgetCheckFields, ['savings']);
}
