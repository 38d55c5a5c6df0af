import type { Locale } from '@site/i18n';
import { centsOf, parseAmount, type AmountError } from './money';
import { restoreEntries } from './storedEntries';

/** The monthly amounts of the budget calculator (SPEC §3), by section. */
export const budgetSections = {
  income: ['income'],
  expenses: [
    'housing',
    'insuranceExpenses',
    'food',
    'mobility',
    'shopping',
    'subscriptions',
    'gastro',
    'experiences',
    'donations',
    'other',
  ],
  savings: ['checkings', 'insuranceSavings', 'deposits', 'securities', 'otherSavings'],
} as const;

export type BudgetSection = keyof typeof budgetSections;
export type BudgetField = (typeof budgetSections)[BudgetSection][number];

export const budgetSectionOrder: BudgetSection[] = ['income', 'expenses', 'savings'];
export const budgetFields: BudgetField[] = budgetSectionOrder.flatMap((section) => [...budgetSections[section]]);

/** What the visitor typed, field by field, exactly as typed. */
export type BudgetEntries = Partial<Record<BudgetField, string>>;

export interface BudgetTotals {
  income: number;
  expenses: number;
  savings: number;
  /** income - expenses - savings; negative when more goes out than comes in. */
  balance: number;
}

export interface BudgetResult {
  totals: BudgetTotals;
  /** Fields whose entry is left out of the totals, and why. */
  errors: Partial<Record<BudgetField, AmountError>>;
}

function sumSection(section: BudgetSection, cents: Record<BudgetField, number>): number {
  return budgetSections[section].reduce((sum, field) => sum + cents[field], 0);
}

/** Totals in integer cents; entries that are not a valid amount are reported and count as 0. */
export function computeBudget(entries: BudgetEntries, locale: Locale): BudgetResult {
  const errors: BudgetResult['errors'] = {};
  const cents = {} as Record<BudgetField, number>;
  for (const field of budgetFields) {
    const parsed = parseAmount(entries[field] ?? '', locale);
    if (parsed.kind === 'invalid') errors[field] = parsed.error;
    cents[field] = centsOf(parsed);
  }
  const income = sumSection('income', cents);
  const expenses = sumSection('expenses', cents);
  const savings = sumSection('savings', cents);
  return { totals: { income, expenses, savings, balance: income - expenses - savings }, errors };
}

export type ChartPart = 'expenses' | 'savings' | 'balance';

export interface BudgetChart {
  /** Bars left to right; width in percent of the chart, share as a ratio of income (null without income). */
  parts: { part: ChartPart; cents: number; width: number; shareOfIncome: number | null }[];
  /** Where income ends, in percent of the chart, when more goes out than comes in; else null. */
  incomeMarker: number | null;
}

/**
 * How income splits into expenses, savings and what is left. The chart is as wide as the larger
 * of income and outgoings, so a shortfall shows as outgoings running past the income marker.
 */
export function budgetChart(totals: BudgetTotals): BudgetChart {
  const outgoing = totals.expenses + totals.savings;
  const scale = Math.max(totals.income, outgoing);
  const width = (cents: number) => (scale === 0 ? 0 : (cents / scale) * 100);
  const share = (cents: number) => (totals.income === 0 ? null : cents / totals.income);
  const left = Math.max(totals.balance, 0);
  return {
    parts: [
      { part: 'expenses', cents: totals.expenses, width: width(totals.expenses), shareOfIncome: share(totals.expenses) },
      { part: 'savings', cents: totals.savings, width: width(totals.savings), shareOfIncome: share(totals.savings) },
      { part: 'balance', cents: left, width: width(left), shareOfIncome: share(left) },
    ],
    incomeMarker: totals.balance < 0 && scale > 0 ? width(totals.income) : null,
  };
}

export const budgetStorageKey = 'budget-calculator';

/** The calculator's entries read back from storage (see `restoreEntries`). */
export function restoreBudget(stored: unknown, locale: Locale): BudgetEntries {
  return restoreEntries(stored, locale, budgetFields);
}
