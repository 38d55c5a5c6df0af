import { routeUrl } from '@site/config/routes';
import type { PlanChoice } from '@site/content/plans';
import { locales, type Locale } from '@site/i18n';
import type { Catalogue } from '../src/i18n/intl';

/**
 * Where 'Change plan' leads: the site's home page at its plan cards (`id="home-plans"` of
 * apps/web's home page, whose 'Choose' buttons bring the visitor here with `?plan=<slug>`).
 */
export function planChoiceUrl(siteUrl: string, locale: Locale): string {
  return `${routeUrl({ siteUrl }, locale, 'home')}#home-plans`;
}

/**
 * The catalogue's `RegistrationPlans` namespace, written at build time from the content: each
 * plan's name by its slug (`names.<slug>`) and the link back to the plans (`changeUrl`), so the
 * page's script carries neither. A plain string is a compiled message that formats to itself, so
 * the values go in as they are, with no ICU quoting.
 */
export function planCatalogue(plans: readonly PlanChoice[], siteUrl: string, locale: Locale): Catalogue {
  return {
    names: Object.fromEntries(plans.map((plan) => [plan.slug, plan.name])),
    changeUrl: planChoiceUrl(siteUrl, locale),
  };
}

/**
 * The slugs the app accepts in `?plan=` (compiled in as `__PLAN_SLUGS__`): the same in every
 * locale, as the site links them; a build whose content differs between locales stops here.
 */
export function planSlugs(plans: Record<Locale, readonly PlanChoice[]>): string[] {
  const slugs = plans[locales[0]].map((plan) => plan.slug);
  for (const locale of locales) {
    const these = plans[locale].map((plan) => plan.slug);
    if (these.join() !== slugs.join()) throw new Error(`The plans of ${locale} (${these.join(', ')}) differ from ${locales[0]}'s (${slugs.join(', ')}).`);
  }
  return slugs;
}
