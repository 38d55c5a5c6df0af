import {
  budgetCaseKeys,
  checkBudget,
  classifySavings,
  evaluateBudgetCheck,
  restoreBudgetCheck,
  type BudgetCaseKey,
  type BudgetCheckInput,
} from './budgetCheck';

const income = 300000; // 3.000 €
// Amounts (cents) at and around the boundaries for an income of 3.000 €.
const essentials = { within: 150000, over: 150001 }; // exactly 50 % is still within
const fun = { within: 90000, over: 90001 }; // exactly 30 % is still within
const savings = { negative: -1, low: 0, medium: 30000, high: 60000 }; // 0 %, 10 %, 20 % start their band

describe('checkBudget: the 16 cases', () => {
  const table = budgetCaseKeys.map((key) => {
    const [e, f, s] = key.split('-') as ['within' | 'over', 'within' | 'over', keyof typeof savings];
    return [key, { income, essentials: essentials[e], fun: fun[f], savings: savings[s] }] as const;
  });

  it('has 16 distinct case keys', () => {
    expect(new Set(budgetCaseKeys).size).toBe(16);
  });

  it.each(table)('%s', (key, input) => {
    const result = checkBudget(input);
    expect(result.kind === 'case' && result.key).toBe(key);
  });

  // The same 16, written out by hand so a wrong key builder cannot pass by agreeing with itself.
  it.each<[BudgetCaseKey, BudgetCheckInput]>([
    ['within-within-negative', { income: 200000, essentials: 90000, fun: 40000, savings: -10000 }],
    ['within-within-low', { income: 200000, essentials: 90000, fun: 40000, savings: 10000 }],
    ['within-within-medium', { income: 200000, essentials: 90000, fun: 40000, savings: 30000 }],
    ['within-within-high', { income: 200000, essentials: 90000, fun: 40000, savings: 50000 }],
    ['within-over-negative', { income: 200000, essentials: 90000, fun: 80000, savings: -5000 }],
    ['within-over-low', { income: 200000, essentials: 90000, fun: 80000, savings: 0 }],
    ['within-over-medium', { income: 200000, essentials: 90000, fun: 70000, savings: 25000 }],
    ['within-over-high', { income: 200000, essentials: 50000, fun: 70000, savings: 60000 }],
    ['over-within-negative', { income: 200000, essentials: 150000, fun: 50000, savings: -20000 }],
    ['over-within-low', { income: 200000, essentials: 150000, fun: 20000, savings: 15000 }],
    ['over-within-medium', { income: 200000, essentials: 130000, fun: 20000, savings: 30000 }],
    ['over-within-high', { income: 200000, essentials: 110000, fun: 20000, savings: 45000 }],
    ['over-over-negative', { income: 200000, essentials: 140000, fun: 90000, savings: -30000 }],
    ['over-over-low', { income: 200000, essentials: 120000, fun: 70000, savings: 5000 }],
    ['over-over-medium', { income: 200000, essentials: 101000, fun: 61000, savings: 20000 }],
    ['over-over-high', { income: 200000, essentials: 101000, fun: 61000, savings: 40000 }],
  ])('%s by hand', (key, input) => {
    const result = checkBudget(input);
    expect(result.kind === 'case' && result.key).toBe(key);
  });
});

describe('checkBudget: boundaries', () => {
  const base = { income, essentials: 100000, fun: 50000, savings: 60000 };
  it.each([
    ['essentials exactly 50 %', { essentials: 150000 }, 'essentials', 'within'],
    ['essentials one cent over 50 %', { essentials: 150001 }, 'essentials', 'over'],
    ['essentials one cent under 50 %', { essentials: 149999 }, 'essentials', 'within'],
    ['fun exactly 30 %', { fun: 90000 }, 'fun', 'within'],
    ['fun one cent over 30 %', { fun: 90001 }, 'fun', 'over'],
    ['fun one cent under 30 %', { fun: 89999 }, 'fun', 'within'],
    ['savings exactly 0 %', { savings: 0 }, 'savings', 'low'],
    ['savings one cent below 0 %', { savings: -1 }, 'savings', 'negative'],
    ['savings one cent under 10 %', { savings: 29999 }, 'savings', 'low'],
    ['savings exactly 10 %', { savings: 30000 }, 'savings', 'medium'],
    ['savings one cent under 20 %', { savings: 59999 }, 'savings', 'medium'],
    ['savings exactly 20 %', { savings: 60000 }, 'savings', 'high'],
    ['savings at 100 %', { savings: 300000 }, 'savings', 'high'],
  ] as const)('%s', (_name, change, dimension, level) => {
    const result = checkBudget({ ...base, ...change });
    expect(result.kind).toBe('case');
    expect(result.kind === 'case' && result[dimension]).toBe(level);
  });

  it('holds exact boundaries for incomes that are not round (no floating-point drift)', () => {
    // 333,33 €: 10 % is 33,333 € which is not a whole cent, so 33,33 € is below and 33,34 € above.
    expect(classifySavings(3333, 33333)).toBe('low');
    expect(classifySavings(3334, 33333)).toBe('medium');
    // 0.1 + 0.2 style income where float maths would put 30 % at 0.30000000000000004.
    expect(checkBudget({ income: 30, essentials: 15, fun: 9, savings: 6 })).toMatchObject({
      essentials: 'within',
      fun: 'within',
      savings: 'high',
    });
  });

  it('gives the shares of income for display', () => {
    const result = checkBudget({ income: 200000, essentials: 100000, fun: 40000, savings: -20000 });
    expect(result).toMatchObject({ kind: 'case', shares: { essentials: 0.5, fun: 0.2, savings: -0.1 } });
  });
});

describe('checkBudget: no income', () => {
  it.each([0, -100, Number.NaN])('income %p is its own message, not a case', (value) => {
    expect(checkBudget({ income: value, essentials: 1000, fun: 1000, savings: 0 })).toEqual({ kind: 'noIncome' });
  });
});

describe('restoreBudgetCheck', () => {
  it('keeps the four fields, rewrites amounts typed in the other locale (negative savings too), keeps bad input as typed', () => {
    const stored = { locale: 'de-DE', entries: { income: '2.500,5', essentials: 'abc', savings: '-1.200,25', other: '9' } };
    expect(restoreBudgetCheck(stored, 'en-EU')).toEqual({ income: '2,500.5', essentials: 'abc', savings: '-1,200.25' });
    expect(restoreBudgetCheck(stored, 'de-DE')).toEqual({ income: '2.500,5', essentials: 'abc', savings: '-1.200,25' });
  });

  it('restores nothing from missing or malformed storage', () => {
    expect(restoreBudgetCheck(null, 'en-EU')).toEqual({});
    expect(restoreBudgetCheck('{"income":"1"}', 'en-EU')).toEqual({});
    expect(restoreBudgetCheck({ locale: 'fr-FR', entries: { income: '1' } }, 'en-EU')).toEqual({});
  });
});

describe('evaluateBudgetCheck: entries as typed', () => {
  it('gives no verdict while an entry is invalid, instead of counting it as 0', () => {
    const { errors, result } = evaluateBudgetCheck({ income: '3000', essentials: 'abc', fun: '800', savings: '500' }, 'en-EU');
    expect(errors).toEqual({ essentials: 'notANumber' });
    expect(result).toEqual({ kind: 'invalidEntries', count: 1 });
  });

  it('counts every invalid entry, separators out of place included', () => {
    const { errors, result } = evaluateBudgetCheck({ income: '3.000', essentials: '12.34', fun: '1.2.3', savings: '-5' }, 'de-DE');
    expect(errors).toEqual({ essentials: 'grouping', fun: 'grouping' });
    expect(result).toEqual({ kind: 'invalidEntries', count: 2 });
  });

  it('decides the case once every entry is valid (savings may be negative)', () => {
    const { errors, result } = evaluateBudgetCheck({ income: '3,000', essentials: '1,500', fun: '800', savings: '-0.01' }, 'en-EU');
    expect(errors).toEqual({});
    expect(result.kind === 'case' && result.key).toBe('within-within-negative');
  });

  it('still asks for income when nothing is invalid but income is missing', () => {
    expect(evaluateBudgetCheck({ essentials: '500' }, 'de-DE').result).toEqual({ kind: 'noIncome' });
  });
});
