import { toRegistrationLocale, type Locale } from '@site/i18n';
import { siteConfig } from '@/config';

/**
 * The registration app's page in the page's language: `{REGISTRATION_URL}/deDE/` or `/enEU/`.
 * The bare origin would land German visitors on the app's default, English.
 */
export function registrationHref(locale: Locale): string {
  return `${siteConfig.registrationUrl}/${toRegistrationLocale(locale)}/`;
}
