import type { Locale } from '@site/i18n';
import {
  budgetChart,
  budgetFields,
  budgetSections,
  computeBudget,
  restoreBudget,
  type BudgetEntries,
  type BudgetResult,
} from './budget';

type Case = [name: string, locale: Locale, entries: BudgetEntries, totals: BudgetResult['totals'], errors?: BudgetResult['errors']];

const t = (income: number, expenses: number, savings: number) => ({
  income,
  expenses,
  savings,
  balance: income - expenses - savings,
});

// Totals in cents. Each row is one visitor's form; bad entries must be named and left out.
const cases: Case[] = [
  ['nothing typed', 'de-DE', {}, t(0, 0, 0)],
  ['nothing typed (en)', 'en-EU', {}, t(0, 0, 0)],
  ['income only, whole euros', 'de-DE', { income: '2500' }, t(250000, 0, 0)],
  ['income with German grouping and decimals', 'de-DE', { income: '3.210,45' }, t(321045, 0, 0)],
  ['income with English grouping and decimals', 'en-EU', { income: '3,210.45' }, t(321045, 0, 0)],
  ['German decimal comma', 'de-DE', { income: '1999,99', housing: '899,5' }, t(199999, 89950, 0)],
  ['English decimal point', 'en-EU', { income: '1999.99', housing: '899.5' }, t(199999, 89950, 0)],
  ['German dot is grouping, not decimals', 'de-DE', { income: '2.500' }, t(250000, 0, 0)],
  ['English comma is grouping, not decimals', 'en-EU', { income: '2,500' }, t(250000, 0, 0)],
  ['currency sign typed along', 'de-DE', { income: '2.000 €', food: '300€' }, t(200000, 30000, 0)],
  ['currency sign first (en)', 'en-EU', { income: '€2,000', food: '€300' }, t(200000, 30000, 0)],
  ['spaces around', 'en-EU', { income: '  1500  ', gastro: ' 80 ' }, t(150000, 8000, 0)],
  [
    'every expense field',
    'de-DE',
    {
      income: '4.000',
      housing: '1.200',
      insuranceExpenses: '150,50',
      food: '450',
      mobility: '120',
      shopping: '200',
      subscriptions: '39,97',
      gastro: '180',
      experiences: '100',
      donations: '25',
      other: '60',
    },
    t(400000, 252547, 0),
  ],
  [
    'every savings field',
    'en-EU',
    { income: '3,000', checkings: '100', insuranceSavings: '50.25', deposits: '200', securities: '150', otherSavings: '25' },
    t(300000, 0, 52525),
  ],
  [
    'a full household',
    'de-DE',
    { income: '5.432,10', housing: '1.650', food: '612,34', mobility: '89', securities: '300', deposits: '150' },
    t(543210, 235134, 45000),
  ],
  ['spending more than income', 'en-EU', { income: '1,000', housing: '900', shopping: '250', deposits: '100' }, t(100000, 115000, 10000)],
  ['expenses without income', 'de-DE', { housing: '700' }, t(0, 70000, 0)],
  ['cents that do not add up in floating point', 'en-EU', { income: '0.3', food: '0.1', gastro: '0.2' }, t(30, 30, 0)],
  ['0,1 + 0,2 in German', 'de-DE', { income: '0,3', food: '0,1', gastro: '0,2' }, t(30, 30, 0)],
  ['exactly 10 million is allowed', 'de-DE', { income: '10.000.000' }, t(1_000_000_000, 0, 0)],
  ['zero is an amount', 'en-EU', { income: '0', food: '0' }, t(0, 0, 0)],
  ['negative expense', 'de-DE', { income: '2.000', food: '-300' }, t(200000, 0, 0), { food: 'negative' }],
  ['negative income', 'en-EU', { income: '-2,000', food: '300' }, t(0, 30000, 0), { income: 'negative' }],
  ['letters', 'en-EU', { income: '2000', housing: 'a lot' }, t(200000, 0, 0), { housing: 'notANumber' }],
  ['digits with letters', 'de-DE', { income: '2000abc', food: '100' }, t(0, 10000, 0), { income: 'notANumber' }],
  ['scientific notation', 'en-EU', { income: '2e3' }, t(0, 0, 0), { income: 'notANumber' }],
  ['over 10 million a month', 'de-DE', { income: '10.000.000,01', food: '50' }, t(0, 5000, 0), { income: 'tooLarge' }],
  ['absurd savings', 'en-EU', { income: '3000', securities: '50,000,000' }, t(300000, 0, 0), { securities: 'tooLarge' }],
  ['English format typed on the German page', 'de-DE', { income: '1,234.56' }, t(0, 0, 0), { income: 'grouping' }],
  ['German format typed on the English page', 'en-EU', { income: '1.234,56' }, t(0, 0, 0), { income: 'grouping' }],
  ['a comma inside a group on the English page', 'en-EU', { income: '12,34', food: '1,23', housing: ',5' }, t(0, 0, 0), { income: 'grouping', food: 'grouping', housing: 'grouping' }],
  ['points out of place on the German page', 'de-DE', { income: '1.2.3', food: '12.34', mobility: '80' }, t(0, 8000, 0), { income: 'grouping', food: 'grouping' }],
  ['fractions of a cent', 'en-EU', { income: '100.001' }, t(0, 0, 0), { income: 'tooManyDecimals' }],
  [
    'several bad fields at once, good ones still count',
    'de-DE',
    { income: '3.000', housing: '-1', food: 'viel', gastro: '99.999.999', mobility: '80', deposits: '200' },
    t(300000, 8000, 20000),
    { housing: 'negative', food: 'notANumber', gastro: 'tooLarge' },
  ],
  ['blank fields are not errors', 'en-EU', { income: ' ', housing: '' }, t(0, 0, 0)],
  ['a lone minus sign', 'de-DE', { income: '-' }, t(0, 0, 0), { income: 'notANumber' }],
];

describe('computeBudget', () => {
  it('has a table of at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('%s (%s)', (_name, locale, entries, totals, errors = {}) => {
    const result = computeBudget(entries, locale);
    expect(result.totals).toEqual(totals);
    expect(result.errors).toEqual(errors);
    for (const value of Object.values(result.totals)) expect(Number.isInteger(value)).toBe(true);
  });

  it('lists the fields of §3 once each, in three sections', () => {
    expect(budgetSections.income).toEqual(['income']);
    expect(budgetSections.expenses).toHaveLength(10);
    expect(budgetSections.savings).toHaveLength(5);
    expect(new Set(budgetFields).size).toBe(16);
  });
});

describe('budgetChart', () => {
  it('splits income into expenses, savings and what is left', () => {
    const chart = budgetChart(t(200000, 100000, 50000));
    expect(chart.parts).toEqual([
      { part: 'expenses', cents: 100000, width: 50, shareOfIncome: 0.5 },
      { part: 'savings', cents: 50000, width: 25, shareOfIncome: 0.25 },
      { part: 'balance', cents: 50000, width: 25, shareOfIncome: 0.25 },
    ]);
    expect(chart.incomeMarker).toBeNull();
  });

  it('scales to outgoings and marks income when more goes out than comes in', () => {
    const chart = budgetChart(t(100000, 150000, 50000));
    expect(chart.parts.map((p) => p.width)).toEqual([75, 25, 0]);
    expect(chart.incomeMarker).toBe(50);
  });

  it('draws nothing without amounts and gives no share without income', () => {
    expect(budgetChart(t(0, 0, 0)).parts.every((p) => p.width === 0 && p.shareOfIncome === null)).toBe(true);
    expect(budgetChart(t(0, 1000, 0)).parts[0]).toEqual({ part: 'expenses', cents: 1000, width: 100, shareOfIncome: null });
  });
});

describe('restoreBudget', () => {
  it('gives back entries typed in the same locale as typed', () => {
    const stored = { locale: 'de-DE', entries: { income: '2.500,5', food: 'abc' } };
    expect(restoreBudget(stored, 'de-DE')).toEqual({ income: '2.500,5', food: 'abc' });
  });

  it('rewrites valid amounts from the other locale and keeps the rest as typed', () => {
    const stored = { locale: 'de-DE', entries: { income: '2.500,5', food: 'abc', housing: '-3' } };
    expect(restoreBudget(stored, 'en-EU')).toEqual({ income: '2,500.5', food: 'abc', housing: '-3' });
  });

  it('ignores unknown fields and anything that is not a stored budget', () => {
    expect(restoreBudget({ locale: 'en-EU', entries: { income: '1', hack: '2', food: 3 } }, 'en-EU')).toEqual({ income: '1' });
    expect(restoreBudget(null, 'en-EU')).toEqual({});
    expect(restoreBudget('{"income":"1"}', 'en-EU')).toEqual({});
    expect(restoreBudget({ locale: 'fr-FR', entries: { income: '1' } }, 'en-EU')).toEqual({});
  });
});
