import { consentDocuments, type PartnerBankDocuments, type SiteConfig } from '@site/config';
import { consentLegalLinks, legalUrl, routeUrl, supportUrl } from '@site/config/routes';
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
 * The catalogue's `RegistrationLinks`: every address the pages link in the locale, written at
 * build time from the configuration and the route registry, so the page's script carries neither
 * the registry nor the site's addresses: the legal pages of the form, the footer and the consent
 * dialog, the partner bank's documents the consents name (§3), the support site (§2) and the
 * site's plans. A plain string is a compiled message that formats to itself, so the addresses go
 * in as they are, with no ICU quoting.
 */
export function linkCatalogue(site: Pick<SiteConfig, 'siteUrl' | 'supportSiteUrl'>, partnerBank: PartnerBankDocuments, locale: Locale): Catalogue {
  return {
    ...consentLegalLinks(locale, site),
    ...consentDocuments(site, partnerBank, locale),
    imprint: legalUrl(site, locale, 'imprint'),
    support: supportUrl(site, locale),
    plans: planChoiceUrl(site.siteUrl, locale),
  };
}

/** The catalogue's `RegistrationPlans`: each plan's name by its slug, from the content. */
export function planCatalogue(plans: readonly PlanChoice[]): Catalogue {
  return Object.fromEntries(plans.map((plan) => [plan.slug, plan.name]));
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
