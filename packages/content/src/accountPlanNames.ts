import type { Env } from '@site/config';
import { contentPlaceholders } from '@site/config';
import type { Locale } from '@site/i18n';
import type { RawContent } from './exportFormat';
import { entryReaders, loadRawEntries } from './legalFacts';
import { fillBrand, type ContentPlaceholders } from './mapper/fillBrand';
import type { AccountPlan } from './types';

/** What the registration app knows of a plan chosen on the site (`?plan=<slug>`): its slug and name. */
export type AccountPlanName = Pick<AccountPlan, 'slug' | 'name'>;

/** The plans of one locale from raw entries, in the content's order. */
export function mapAccountPlanNames(raw: RawContent, locale: Locale, placeholders: ContentPlaceholders): AccountPlanName[] {
  const plans = entryReaders(raw, locale)('accountPlan').map((r) => ({
    slug: r.text('slug', 'shared'),
    name: r.text('name', 'shared'),
    order: r.number('order', { integer: true }),
  }));
  return fillBrand(plans.sort((a, b) => a.order - b.order).map(({ slug, name }) => ({ slug, name })), placeholders);
}

/** The plans' names of every locale from the configured content source (README: Configuration). */
export async function loadAccountPlanNames(locales: readonly Locale[], env: Env = process.env): Promise<Record<Locale, AccountPlanName[]>> {
  const raw = await loadRawEntries(env);
  const placeholders = contentPlaceholders(env);
  return Object.fromEntries(locales.map((locale) => [locale, mapAccountPlanNames(raw, locale, placeholders)])) as Record<Locale, AccountPlanName[]>;
}
