import type { Fee, PlanFees } from '../src/fees';
import { entry, l, type SourceEntry } from './define';

type Feature = { key: string; label: string; value: boolean | string };
type Row = [key: string, de: string, en: string, values: [Value, Value, Value]];
type Value = boolean | [string, string];

const rows: Row[] = [
  ['iban', 'Deutsche IBAN', 'German IBAN', [true, true, true]],
  ['card', 'Debitkarte', 'Debit card', [['Virtuell', 'Virtual'], ['Aus recyceltem Kunststoff', 'Made of recycled plastic'], ['Aus recyceltem Metall', 'Made of recycled metal']]],
  ['applePay', 'Apple Pay und Google Pay', 'Apple Pay and Google Pay', [true, true, true]],
  ['withdrawals', 'Kostenlose Abhebungen pro Monat', 'Free withdrawals per month', [['2', '2'], ['5', '5'], ['Unbegrenzt', 'Unlimited']]],
  ['subAccounts', 'Unterkonten', 'Sub-accounts', [['1', '1'], ['5', '5'], ['10', '10']]],
  ['trees', 'Bäume pro Zahlung', 'Trees per payment', [false, true, true]],
  ['co2Tracking', 'CO₂-Tracking deiner Einkäufe', 'CO₂ tracking of your purchases', [true, true, true]],
  ['insurance', 'Reise- und Handyversicherung', 'Travel and phone insurance', [false, false, true]],
  ['support', 'Kundenservice', 'Customer service', [['Chat', 'Chat'], ['Chat und E-Mail', 'Chat and e-mail'], ['Persönlich, auch per Telefon', 'Personal, also by phone']]],
];

const features = (plan: 0 | 1 | 2) =>
  l<Feature[]>(
    rows.map(([key, de, , values]) => { const v = values[plan]; return { key, label: de, value: typeof v === 'boolean' ? v : v[0] }; }),
    rows.map(([key, , en, values]) => { const v = values[plan]; return { key, label: en, value: typeof v === 'boolean' ? v : v[1] }; }),
  );

type EnteredFees = Omit<PlanFees, 'maintainingAccount'>;
const item = (amount: number, freePerMonth?: number): Fee => ({ amount, unit: 'perItem', ...(freePerMonth ? { freePerMonth } : {}) });
const yearly = (amount: number): Fee => ({ amount, unit: 'perYear' });
const percent = (amount: number): Fee => ({ amount, unit: 'percentOfAmount' });
const rate = (amount: number): Fee => ({ amount, unit: 'ratePerYear' });

/**
 * Each plan's fee for every service of the ZKG's list (src/fees.ts); null: not offered. The free
 * withdrawals agree with the comparison's 'Free withdrawals per month' above. Basic has a virtual
 * card, so a new one costs nothing, and no arranged overdraft.
 */
const fees: [EnteredFees, EnteredFees, EnteredFees] = [
  {
    creditTransfer: item(0), standingOrder: item(0), directDebit: item(0), foreignCurrencyTransfer: null,
    debitCard: yearly(0), replacementDebitCard: item(0), creditCard: null, cashWithdrawal: item(2, 2),
    foreignCurrencyCardPayment: percent(1.7), cashDeposit: null,
    arrangedOverdraft: null, unarrangedOverdraft: rate(11.9),
    accountStatementByPost: item(1.5),
  },
  {
    creditTransfer: item(0), standingOrder: item(0), directDebit: item(0), foreignCurrencyTransfer: percent(1.5),
    debitCard: yearly(0), replacementDebitCard: item(4.9), creditCard: null, cashWithdrawal: item(2, 5),
    foreignCurrencyCardPayment: percent(1), cashDeposit: null,
    arrangedOverdraft: rate(9.9), unarrangedOverdraft: rate(11.9),
    accountStatementByPost: item(1.5),
  },
  {
    creditTransfer: item(0), standingOrder: item(0), directDebit: item(0), foreignCurrencyTransfer: percent(0.5),
    debitCard: yearly(0), replacementDebitCard: item(0), creditCard: null, cashWithdrawal: item(0),
    foreignCurrencyCardPayment: percent(0), cashDeposit: percent(1.5),
    arrangedOverdraft: rate(8.9), unarrangedOverdraft: rate(10.9),
    accountStatementByPost: item(0),
  },
];
const feesAsOf = '2025-10-01';

export const accountPlans: SourceEntry[] = [
  entry('accountPlan', 'plan-basic', { slug: 'basic', name: 'Basic', tagline: l('Das grüne Konto zum Ausprobieren', 'The green account to try out'), monthlyPrice: 0, billing: 'free', popular: false, features: features(0), order: 1, fees: fees[0], feesAsOf }),
  entry('accountPlan', 'plan-impact', { slug: 'impact', name: 'Impact', tagline: l('Mit jeder Zahlung Bäume pflanzen', 'Plant trees with every payment'), monthlyPrice: 4.9, billing: 'monthly', popular: true, features: features(1), order: 2, fees: fees[1], feesAsOf }),
  entry('accountPlan', 'plan-impact-plus', { slug: 'impact-plus', name: 'Impact Plus', tagline: l('Alles drin, inklusive Versicherungen', 'Everything included, insurance too'), monthlyPrice: 9.9, billing: 'monthly', popular: false, features: features(2), order: 3, fees: fees[2], feesAsOf }),
];
