import type { Env } from '@site/config';
import { contentPlaceholders } from '@site/config';
import type { Locale } from '@site/i18n';
import type { RawContent } from './exportFormat';
import { EntryReader } from './mapper/EntryReader';
import { fillBrand, type ContentPlaceholders } from './mapper/fillBrand';
import { mapAccountPlan } from './mapper/mapContent';
import { assertReleaseContent, planFeeGaps } from './releaseChecks';
import { readRawContent } from './rawContent';
import type { AccountPlan } from './types';

/** A plan as a choice: what the site's 'Choose' sends (`?plan=<slug>`) and the name it shows. */
export interface PlanChoice {
  slug: string;
  name: string;
  /** Whether it has its fees, and so a fee information document on the site to link. */
  hasFeeInformation: boolean;
}

/** The plans of the content in one locale, in their order. */
function mapPlans(raw: RawContent, locale: Locale): AccountPlan[] {
  const ctx = { locale, entries: new Map(raw.entries.map((e) => [e.sys.id, e])), assets: new Map(), images: new Map() };
  return raw.entries
    .filter((e) => e.sys.contentType.sys.id === 'accountPlan')
    .map((e) => mapAccountPlan(new EntryReader(e, ctx)))
    .sort((a, b) => a.order - b.order);
}

/**
 * The plans of the content in one locale, in their order, with slug and name only: for the builds
 * that need no more (the registration app's 'You chose …', the API's list of known plans).
 */
export function mapPlanChoices(raw: RawContent, locale: Locale, placeholders: ContentPlaceholders): PlanChoice[] {
  return mapPlans(raw, locale).map(({ slug, name, feeInformation }) => fillBrand({ slug, name, hasFeeInformation: Boolean(feeInformation) }, placeholders));
}

/**
 * The plan choices of every locale from the configured content source; in production mode a plan
 * without its fees stops the build here too, as it does the site's.
 */
export async function loadPlanChoices(locales: readonly Locale[], env: Env = process.env): Promise<Record<Locale, PlanChoice[]>> {
  const raw = await readRawContent(env);
  const placeholders = contentPlaceholders(env);
  assertReleaseContent(planFeeGaps(mapPlans(raw, locales[0] ?? 'en-EU')), env);
  return Object.fromEntries(locales.map((locale) => [locale, mapPlanChoices(raw, locale, placeholders)])) as Record<Locale, PlanChoice[]>;
}
