import { getTranslations } from 'next-intl/server';
import { href } from '@site/config/routes';
import type { AccountPlan, PlanFeeInformation } from '@site/content';
import type { Locale } from '@site/i18n';
import { legalIdentity } from '@/config';
import type { Translate } from '../catalogueTranslator';
import { feeDocument, type FeeDocument } from './model';

export type PlanWithFees = AccountPlan & { feeInformation: PlanFeeInformation };

/** The plans that have their fees, in their order (outside production a plan may lack them). */
export function plansWithFees(plans: readonly AccountPlan[]): PlanWithFees[] {
  return plans.filter((plan): plan is PlanWithFees => plan.feeInformation !== undefined);
}

/**
 * A plan's fee information document for a page: the texts through next-intl, the account
 * provider from the configuration, the price list and its glossary as links on the site.
 */
export async function pageFeeDocument(locale: Locale, plan: PlanWithFees): Promise<FeeDocument> {
  const translations = await getTranslations({ locale });
  const t: Translate = (key, values) => translations(key as never, values as never);
  const priceList = href('priceList', locale);
  return feeDocument({
    locale,
    plan,
    provider: legalIdentity.partnerBank.name,
    urls: { priceList, glossary: `${priceList}#glossary` },
    t,
  });
}
