import { isProductionBuild, type Env } from '@site/config';
import type { AccountPlan } from './types';

/**
 * Content a release must not go out without, though a local build or an editor's preview may:
 * the production check of @site/config refuses placeholders in the configuration, this one gaps
 * in the content (docs/deploying.md). Every gap is reported at once, each with the entry and the
 * fields that fill it.
 */
export interface ContentGap {
  entryId: string;
  contentType: string;
  /** The fields an editor fills in to close it. */
  fields: readonly string[];
  /** What the release would publish without them. */
  problem: string;
}

/** A plan without its fees would be sold without the fee information document the ZKG (§ 5) requires before an account is opened. */
export function planFeeGaps(plans: ReadonlyArray<Pick<AccountPlan, 'id' | 'name' | 'feeInformation'>>): ContentGap[] {
  return plans
    .filter((plan) => !plan.feeInformation)
    .map((plan) => ({
      entryId: plan.id,
      contentType: 'accountPlan',
      fields: ['fees', 'feesAsOf'],
      problem: `${plan.name} has no fees, so it would be offered without its fee information document (Zahlungskontengesetz § 5) and without its column of the price list`,
    }));
}

export class ProductionContentError extends Error {
  constructor(readonly gaps: readonly ContentGap[]) {
    super(
      [
        `DEPLOY_ENV=production: ${gaps.length} gap(s) in the content would be published. Fill in these fields in Contentful (docs/deploying.md):`,
        ...gaps.map((gap) => `  ${gap.contentType} '${gap.entryId}', ${gap.fields.join(' and ')}: ${gap.problem}`),
      ].join('\n'),
    );
    this.name = 'ProductionContentError';
  }
}

/** In production mode (`DEPLOY_ENV=production`) throws one error listing every gap; otherwise does nothing. */
export function assertProductionContent(gaps: readonly ContentGap[], env: Env): void {
  if (isProductionBuild(env) && gaps.length > 0) throw new ProductionContentError(gaps);
}
