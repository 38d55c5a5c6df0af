import { readFileSync } from 'node:fs';
import type { ContentfulExport, RawEntry } from './exportFormat';
import { bundledExportFile } from './paths';
import { EntryReader } from './mapper/EntryReader';
import { mapAccountPlan } from './mapper/mapContent';
import { enteredFeeServiceKeys, feeServiceKeys, feeServices, feeSections, feesProblem, maintainingAccountFee, totalAnnualFee } from './fees';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const planEntries = data.entries.filter((e) => e.sys.contentType.sys.id === 'accountPlan');
const ctx = (locale: 'de-DE' | 'en-EU') => ({ locale, entries: new Map(data.entries.map((e) => [e.sys.id, e])), assets: new Map(), images: new Map() });
const mapPlan = (entry: RawEntry, locale: 'de-DE' | 'en-EU' = 'en-EU') => mapAccountPlan(new EntryReader(entry, ctx(locale)));
const withFields = (entry: RawEntry, fields: Record<string, unknown>): RawEntry => {
  const next = { ...entry.fields };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) delete next[field];
    else next[field] = { 'en-EU': value };
  }
  return { ...entry, fields: next };
};
const basic = planEntries.find((e) => e.sys.id === 'plan-basic')!;
const enteredFees = basic.fields.fees!['en-EU'] as Record<string, unknown>;

describe('the fee model', () => {
  it('puts every service under one of the five headings of the fee information document, in their order', () => {
    expect(feeSections).toEqual(['general', 'payments', 'cardsAndCash', 'overdrafts', 'other']);
    const sectionOrder = feeServiceKeys.map((key) => feeSections.indexOf(feeServices[key]));
    expect(sectionOrder).toEqual([...sectionOrder].sort((a, b) => a - b));
    expect(new Set(Object.values(feeServices))).toEqual(new Set(feeSections));
  });

  it('gives every bundled plan, in both locales, a fee or "not offered" for every service, maintaining the account from its price', () => {
    expect(planEntries).toHaveLength(3);
    for (const entry of planEntries) {
      for (const locale of ['de-DE', 'en-EU'] as const) {
        const plan = mapPlan(entry, locale);
        expect(plan.feeInformation?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Object.keys(plan.feeInformation!.fees)).toEqual(feeServiceKeys);
        expect(plan.feeInformation!.fees.maintainingAccount).toEqual(maintainingAccountFee(plan.monthlyPrice, plan.billing));
      }
    }
    // The services the plan table lacks have fees: withdrawals, replacement card, foreign currency, overdraft.
    const impact = mapPlan(planEntries.find((e) => e.sys.id === 'plan-impact')!).feeInformation!.fees;
    expect(impact.cashWithdrawal).toEqual({ amount: 2, unit: 'perItem', freePerMonth: 5 });
    expect(impact.replacementDebitCard).toEqual({ amount: 4.9, unit: 'perItem' });
    expect(impact.foreignCurrencyCardPayment).toEqual({ amount: 1, unit: 'percentOfAmount' });
    expect(impact.arrangedOverdraft).toEqual({ amount: 9.9, unit: 'ratePerYear' });
    expect(impact.creditCard).toBeNull();
  });

  it('computes the total annual fee of a fee charged at intervals, in whole cents, and none for a fee charged by use', () => {
    expect(totalAnnualFee({ amount: 4.9, unit: 'perMonth' })).toBe(58.8);
    expect(totalAnnualFee({ amount: 9.9, unit: 'perMonth' })).toBe(118.8);
    expect(totalAnnualFee({ amount: 0.1, unit: 'perMonth' })).toBe(1.2);
    expect(totalAnnualFee({ amount: 0, unit: 'perMonth' })).toBe(0);
    expect(totalAnnualFee({ amount: 12.5, unit: 'perYear' })).toBe(12.5);
    expect(totalAnnualFee({ amount: 2, unit: 'perItem', freePerMonth: 5 })).toBeUndefined();
    expect(totalAnnualFee({ amount: 9.9, unit: 'ratePerYear' })).toBeUndefined();
    expect(totalAnnualFee(null)).toBeUndefined();
    expect(maintainingAccountFee(4.9, 'yearly')).toEqual({ amount: 58.8, unit: 'perYear' });
    expect(maintainingAccountFee(0, 'free')).toEqual({ amount: 0, unit: 'perMonth' });
  });

  it.each([
    ['a service without its fee', { ...enteredFees, cashWithdrawal: undefined }, 'no fee for cashWithdrawal'],
    ['a service not on the list', { ...enteredFees, coinCounting: null }, 'unknown service(s) coinCounting'],
    ['maintaining the account twice', { ...enteredFees, maintainingAccount: { amount: 1, unit: 'perMonth' } }, "comes from the plan's monthlyPrice"],
    ['an unknown unit', { ...enteredFees, debitCard: { amount: 1, unit: 'perWeek' } }, 'debitCard: unit must be one of'],
    ['a negative amount', { ...enteredFees, directDebit: { amount: -1, unit: 'perItem' } }, 'directDebit: amount must be a number of at least 0'],
    ['a third decimal of a euro', { ...enteredFees, directDebit: { amount: 0.125, unit: 'perItem' } }, 'at most two decimals'],
    ['free uses on a monthly fee', { ...enteredFees, debitCard: { amount: 1, unit: 'perMonth', freePerMonth: 2 } }, 'freePerMonth goes only with unit perItem'],
    ['a list instead of an object', [], 'expected an object with a fee or null for each of creditTransfer'],
  ])('refuses %s, naming it', (_, fees, problem) => {
    const cleaned = Array.isArray(fees) ? fees : Object.fromEntries(Object.entries(fees).filter(([, v]) => v !== undefined));
    expect(feesProblem(cleaned)).toContain(problem);
    expect(() => mapPlan(withFields(basic, { fees: cleaned }))).toThrow(/entry 'plan-basic' \(content type 'accountPlan'\), field 'fees'/);
  });

  it('lists every service an editor enters, which is all but maintaining the account', () => {
    expect(enteredFeeServiceKeys).toEqual(feeServiceKeys.filter((key) => key !== 'maintainingAccount'));
    expect(feesProblem(enteredFees)).toBeUndefined();
  });

  it('wants the fees and their date together; a plan with neither has no fee information', () => {
    expect(() => mapPlan(withFields(basic, { feesAsOf: undefined }))).toThrow(/field 'feesAsOf'.*needs the day they hold from/);
    expect(() => mapPlan(withFields(basic, { fees: undefined }))).toThrow(/field 'fees'.*needs its fees/);
    expect(mapPlan(withFields(basic, { fees: undefined, feesAsOf: undefined })).feeInformation).toBeUndefined();
  });
});
