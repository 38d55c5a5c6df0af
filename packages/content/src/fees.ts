/**
 * What an account plan costs, service by service, as the Zahlungskontengesetz (ZKG, Germany's
 * transposition of the Payment Accounts Directive 2014/92/EU) requires it before a consumer opens
 * a payment account: a fee, or 'not offered', for every service of the list of the most
 * representative services linked to a payment account. The pages (the plan's fee information
 * document after Implementing Regulation (EU) 2018/34, the price list) name the services by their
 * standardised terms, which stand in the catalogues (`FeeInformation.services`) with their
 * definitions (the glossary); the content holds only the figures.
 */

/** The headings of the fee information document, in the order Implementing Regulation (EU) 2018/34 lays down. */
export const feeSections = ['general', 'payments', 'cardsAndCash', 'overdrafts', 'other'] as const;
export type FeeSection = (typeof feeSections)[number];

/**
 * The services, in the document's order, each under its heading. The Union's standardised terms
 * (Delegated Regulation (EU) 2018/32: maintaining the account, credit transfer, standing order,
 * direct debit, providing a debit card, providing a credit card, cash withdrawal, overdraft) and
 * the national ones Germany's list adds (unarranged overdraft, the foreign-currency services, the
 * replacement card, cash deposit, the statement by post). A service added here is one line and
 * its term and definition in both catalogues; the mapper then refuses a plan that has no fee for it.
 */
export const feeServices = {
  maintainingAccount: 'general',
  creditTransfer: 'payments',
  standingOrder: 'payments',
  directDebit: 'payments',
  foreignCurrencyTransfer: 'payments',
  debitCard: 'cardsAndCash',
  replacementDebitCard: 'cardsAndCash',
  creditCard: 'cardsAndCash',
  cashWithdrawal: 'cardsAndCash',
  foreignCurrencyCardPayment: 'cardsAndCash',
  cashDeposit: 'cardsAndCash',
  arrangedOverdraft: 'overdrafts',
  unarrangedOverdraft: 'overdrafts',
  accountStatementByPost: 'other',
} as const satisfies Record<string, FeeSection>;
export type FeeServiceKey = keyof typeof feeServices;
export const feeServiceKeys = Object.keys(feeServices) as FeeServiceKey[];

/**
 * Maintaining the account is the plan's price (`monthlyPrice`, `billing`): editors enter it once
 * there, and the fee data holds every other service.
 */
export const enteredFeeServiceKeys = feeServiceKeys.filter((key) => key !== 'maintainingAccount');

/**
 * How a fee is charged: an amount in EUR a month, a year or each time; a share of the amount
 * (foreign currency); a borrowing rate a year (overdrafts). `amount` is in EUR, or in percent for
 * the last two (1.5 = 1.5 %).
 */
export const feeUnits = ['perMonth', 'perYear', 'perItem', 'percentOfAmount', 'ratePerYear'] as const;
export type FeeUnit = (typeof feeUnits)[number];

export interface Fee {
  amount: number;
  unit: FeeUnit;
  /** Only with `perItem`: how many each month cost nothing before `amount` applies (cash withdrawals). */
  freePerMonth?: number;
}

/** Every service's fee, or null where the plan does not offer the service. */
export type PlanFees = Record<FeeServiceKey, Fee | null>;

/** A plan's fees and the day they hold from: the date of its fee information document. */
export interface PlanFeeInformation {
  /** ISO date (YYYY-MM-DD). */
  asOf: string;
  fees: PlanFees;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * 'Total annual fee' of Implementing Regulation (EU) 2018/34, for a fee charged at regular
 * intervals: twelve months, or the yearly fee; undefined for a fee charged by use. In whole cents,
 * so 4.90 a month gives 58.80, not 58.800000000000004.
 */
export function totalAnnualFee(fee: Fee | null): number | undefined {
  if (fee?.unit === 'perMonth') return (cents(fee.amount) * 12) / 100;
  if (fee?.unit === 'perYear') return cents(fee.amount) / 100;
  return undefined;
}

/** Maintaining the account as a fee: the plan's price per month, or a year's worth for a yearly billed plan. */
export function maintainingAccountFee(monthlyPrice: number, billing: 'free' | 'monthly' | 'yearly'): Fee {
  if (billing === 'yearly') return { amount: (cents(monthlyPrice) * 12) / 100, unit: 'perYear' };
  return { amount: monthlyPrice, unit: 'perMonth' };
}

/** What is wrong with the fee data of a plan (the `fees` field), or undefined when it is complete and well-formed. */
export function feesProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `expected an object with a fee or null for each of ${enteredFeeServiceKeys.join(', ')}`;
  }
  const entries = value as Record<string, unknown>;
  if ('maintainingAccount' in entries) return "maintainingAccount comes from the plan's monthlyPrice and billing; leave it out here";
  const unknown = Object.keys(entries).filter((key) => !(enteredFeeServiceKeys as string[]).includes(key));
  if (unknown.length) return `unknown service(s) ${unknown.join(', ')}; the services are ${enteredFeeServiceKeys.join(', ')}`;
  const missing = enteredFeeServiceKeys.filter((key) => !(key in entries));
  if (missing.length) return `no fee for ${missing.join(', ')}: give each service its fee, or null where the plan does not offer it`;
  for (const key of enteredFeeServiceKeys) {
    const problem = feeProblem(entries[key]);
    if (problem) return `${key}: ${problem}`;
  }
  return undefined;
}

function feeProblem(fee: unknown): string | undefined {
  if (fee === null) return undefined;
  if (typeof fee !== 'object' || Array.isArray(fee)) return 'expected { amount, unit } or null (not offered)';
  const { amount, unit, freePerMonth, ...rest } = fee as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) return `unknown field(s) ${extra.join(', ')}; a fee has amount, unit and, for perItem, freePerMonth`;
  if (!(feeUnits as readonly unknown[]).includes(unit)) return `unit must be one of ${feeUnits.join(', ')}, got ${JSON.stringify(unit)}`;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return `amount must be a number of at least 0, got ${JSON.stringify(amount)}`;
  if ((unit === 'percentOfAmount' || unit === 'ratePerYear') && amount > 100) return `amount is a percentage here, at most 100, got ${amount}`;
  if (unit !== 'percentOfAmount' && unit !== 'ratePerYear' && Math.abs(cents(amount) - amount * 100) > 1e-6) {
    return `amount is in EUR, at most two decimals, got ${amount}`;
  }
  if (freePerMonth !== undefined) {
    if (unit !== 'perItem') return 'freePerMonth goes only with unit perItem';
    if (typeof freePerMonth !== 'number' || !Number.isInteger(freePerMonth) || freePerMonth < 1) {
      return `freePerMonth must be a whole number of at least 1, got ${JSON.stringify(freePerMonth)}`;
    }
  }
  return undefined;
}
