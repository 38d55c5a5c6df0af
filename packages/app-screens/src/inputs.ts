import { createTranslator } from 'use-intl';
import type { Locale, Messages } from '@site/i18n';
import { screenFigures } from './figures';
import { sampleCustomer } from './sample';

export const appScreenIds = ['account', 'card', 'impact', 'transfer'] as const;
export type AppScreenId = (typeof appScreenIds)[number];

interface ScreenBase {
  /** The brand from the configuration (BRAND_NAME): the app's mark and the card. */
  brand: string;
  /** The tab bar's labels, in the screen's locale. */
  tabs: Record<AppScreenId, string>;
}

export interface AccountScreenInput extends ScreenBase {
  screen: 'account';
  greeting: string;
  accountName: string;
  balanceLabel: string;
  balance: string;
  iban: string;
  trees: string;
  treesLabel: string;
  treesThisMonth: string;
  paymentsHeading: string;
  payments: Array<{ label: string; amount: string; incoming: boolean; tree: string | null }>;
}

export interface CardScreenInput extends ScreenBase {
  screen: 'card';
  title: string;
  debit: string;
  /** The plan's name and its card's material, from the content (the popular plan). */
  plan: string;
  material: string;
  cardNumber: string;
  switches: Array<{ label: string; on: boolean }>;
  action: string;
}

export interface ImpactScreenInput extends ScreenBase {
  screen: 'impact';
  title: string;
  trees: string;
  treesLabel: string;
  co2: string;
  co2Label: string;
  thisMonth: string;
  thisMonthLabel: string;
  perMonthLabel: string;
  perMonth: readonly number[];
  /** The bank's customers and their trees, from the content as the site writes them. */
  community: string;
  communityTrees: string;
  action: string;
}

export interface TransferScreenInput extends ScreenBase {
  screen: 'transfer';
  title: string;
  fromLabel: string;
  from: string;
  toLabel: string;
  recipient: string;
  recipientIban: string;
  amountLabel: string;
  amount: string;
  referenceLabel: string;
  reference: string;
  instant: string;
  action: string;
}

export type AppScreenInput = AccountScreenInput | CardScreenInput | ImpactScreenInput | TransferScreenInput;

/** One screen in one locale: what it draws, and the alt text that says what it shows. */
export interface AppScreen {
  id: AppScreenId;
  locale: Locale;
  input: AppScreenInput;
  alt: string;
}

export interface AppScreenContext {
  locale: Locale;
  brand: string;
  /** The locale's catalogue with the brand filled in (`allMessages` of @site/i18n/web); the screens read `AppScreens`. */
  messages: Messages;
}

/** The card's plan as the content names it (the popular plan and its card's material). */
export interface CardFacts {
  plan: string;
  material: string;
}

/** The bank's customers and all their trees, formatted as the site's impact figures are. */
export interface CommunityFacts {
  customers: string;
  trees: string;
}

/** A German IBAN (22 characters in groups of four) with only its last four digits shown. */
const masked = (end: string) => `DE•• •••• •••• •••• ••${end.slice(0, 2)} ${end.slice(2)}`;

function screenTexts({ locale, messages }: AppScreenContext) {
  // A missing text fails the build rather than drawing a key into a picture.
  const t = createTranslator({
    locale,
    messages: messages as never,
    namespace: 'AppScreens' as never,
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: Record<string, string>) => string;
  const tabs = { account: t('tabs.account'), card: t('tabs.card'), impact: t('tabs.impact'), transfer: t('tabs.transfer') };
  return { t, tabs, figures: screenFigures(locale) };
}

/** The main account: balance, the trees its card payments planted, the latest payments. */
export function accountScreen(context: AppScreenContext): AppScreen {
  const { t, tabs, figures } = screenTexts(context);
  const payments = sampleCustomer.payments.map((payment) => ({
    label: t(`payments.${payment.key}`),
    amount: figures.signedEuro(payment.amount),
    incoming: payment.amount > 0,
    tree: payment.tree ? t('account.treeForPayment') : null,
  }));
  const input: AccountScreenInput = {
    screen: 'account',
    brand: context.brand,
    tabs,
    greeting: t('account.greeting', { name: sampleCustomer.firstName }),
    accountName: t('account.accountName'),
    balanceLabel: t('account.balance'),
    balance: figures.euro(sampleCustomer.balance),
    iban: masked(sampleCustomer.ibanEnd),
    trees: figures.count(sampleCustomer.treesPlanted),
    treesLabel: t('account.trees'),
    treesThisMonth: t('account.treesThisMonth', { count: figures.count(sampleCustomer.treesThisMonth) }),
    paymentsHeading: t('account.payments'),
    payments,
  };
  const alt = t('account.alt', {
    brand: context.brand,
    balance: input.balance,
    trees: input.trees,
    payments: payments.map((payment) => `${payment.label} ${payment.amount}`).join(', '),
  });
  return { id: 'account', locale: context.locale, input, alt };
}

/** The card: the plan's card and its material, its switches, 'add to wallet'. */
export function cardScreen(context: AppScreenContext, facts: CardFacts): AppScreen {
  const { t, tabs } = screenTexts(context);
  const input: CardScreenInput = {
    screen: 'card',
    brand: context.brand,
    tabs,
    title: t('card.title'),
    debit: t('card.debit'),
    plan: facts.plan,
    material: facts.material,
    cardNumber: `•••• ${sampleCustomer.ibanEnd}`,
    switches: [
      { label: t('card.contactless'), on: true },
      { label: t('card.online'), on: true },
      { label: t('card.freeze'), on: false },
    ],
    action: t('card.addToWallet'),
  };
  const alt = t('card.alt', { brand: context.brand, plan: facts.plan, material: facts.material });
  return { id: 'card', locale: context.locale, input, alt };
}

/** The impact counter: the customer's trees and CO₂, trees per month, and the bank's together. */
export function impactScreen(context: AppScreenContext, facts: CommunityFacts): AppScreen {
  const { t, tabs, figures } = screenTexts(context);
  const input: ImpactScreenInput = {
    screen: 'impact',
    brand: context.brand,
    tabs,
    title: t('impact.title'),
    trees: figures.count(sampleCustomer.treesPlanted),
    treesLabel: t('impact.trees'),
    co2: figures.kilograms(sampleCustomer.co2OffsetKg),
    co2Label: t('impact.co2'),
    thisMonth: `+${figures.count(sampleCustomer.treesThisMonth)}`,
    thisMonthLabel: t('impact.thisMonth'),
    perMonthLabel: t('impact.perMonth'),
    perMonth: sampleCustomer.treesPerMonth,
    community: t('impact.community', { customers: facts.customers }),
    communityTrees: t('impact.communityTrees', { trees: facts.trees }),
    action: t('impact.projects'),
  };
  const alt = t('impact.alt', {
    brand: context.brand,
    trees: input.trees,
    co2: input.co2,
    customers: facts.customers,
    communityTrees: facts.trees,
  });
  return { id: 'impact', locale: context.locale, input, alt };
}

/** A transfer: from the main account to a friend, instant and free, ready to send. */
export function transferScreen(context: AppScreenContext): AppScreen {
  const { t, tabs, figures } = screenTexts(context);
  const { transfer } = sampleCustomer;
  const amount = figures.euro(transfer.amount);
  const input: TransferScreenInput = {
    screen: 'transfer',
    brand: context.brand,
    tabs,
    title: t('transfer.title'),
    fromLabel: t('transfer.from'),
    from: `${t('account.accountName')} · ${figures.euro(sampleCustomer.balance)}`,
    toLabel: t('transfer.to'),
    recipient: transfer.recipient,
    recipientIban: masked(transfer.ibanEnd),
    amountLabel: t('transfer.amount'),
    amount,
    referenceLabel: t('transfer.reference'),
    reference: t('transfer.referenceText'),
    instant: t('transfer.instant'),
    action: t('transfer.send', { amount }),
  };
  const alt = t('transfer.alt', { brand: context.brand, amount, recipient: transfer.recipient, reference: input.reference });
  return { id: 'transfer', locale: context.locale, input, alt };
}
