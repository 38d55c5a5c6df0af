import { isProductionBuild, type Env } from '@site/config';
import type { AccountPlan, SiteContent } from './types';

/**
 * Content a release must not go out without, though a local build or an editor's preview may:
 * the production check of @site/config refuses placeholders in the configuration, this one gaps
 * in the content (docs/deploying.md). One check, one error: every gap of a build is reported at
 * once, each with its entry, the fields that close it, the language when it is one language's,
 * and what would be published without them.
 */
export interface ContentGap {
  entryId: string;
  contentType: string;
  /** The fields an editor fills in to close it. */
  fields: readonly string[];
  /** The language it is missing in, for a localized field. */
  locale?: string;
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

/** The fund would be offered without its key information document (PRIIPs Regulation, Art. 13) in this language. */
export function fundDocumentGaps({ fund, locale }: Pick<SiteContent, 'fund' | 'locale'>): ContentGap[] {
  if (fund.keyInformation) return [];
  return [
    {
      entryId: fund.id,
      contentType: 'fund',
      fields: ['keyInformationDocument', 'keyInformationDate', 'keyInformationVersion'],
      locale,
      problem: "no key information document in this language: link the fund company's PDF and give its date and version",
    },
  ];
}

/** Every gap of one locale's content. */
export function contentGaps(content: Pick<SiteContent, 'fund' | 'locale' | 'accountPlans'>): ContentGap[] {
  return [...fundDocumentGaps(content), ...planFeeGaps(content.accountPlans)];
}

export class ReleaseContentError extends Error {
  constructor(readonly gaps: readonly ContentGap[]) {
    super(
      [
        `DEPLOY_ENV=production: ${gaps.length} gap(s) in the content would be published. Fill in these fields in Contentful (docs/deploying.md):`,
        ...gaps.map((gap) => `  ${gap.contentType} '${gap.entryId}', ${gap.fields.join(' and ')}${gap.locale ? ` (${gap.locale})` : ''}: ${gap.problem}`),
      ].join('\n'),
    );
    this.name = 'ReleaseContentError';
  }
}

/** In production mode (`DEPLOY_ENV=production`) throws one error listing every gap; otherwise does nothing. */
export function assertReleaseContent(gaps: readonly ContentGap[], env: Env): void {
  if (isProductionBuild(env) && gaps.length > 0) throw new ReleaseContentError(gaps);
}
