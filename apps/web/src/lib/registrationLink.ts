import { toRegistrationLocale, type Locale } from '@site/i18n';
import { siteConfig } from '@/config';

/**
 * The registration app's page in the page's language: `{REGISTRATION_URL}/deDE/` or `/enEU/`.
 * The bare origin would land German visitors on the app's default, English. A plan chosen on
 * the site travels along as `?plan=<slug>`.
 */
export function registrationHref(locale: Locale, plan?: string): string {
  const page = `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`;
  return plan ? `${page}?plan=${encodeURIComponent(plan)}` : page;
}
