import { germanLanguage, localeForLanguages } from './acceptLanguage.mjs';

/** The site's locales (BCP 47) and the registration app's path segments for them (§9). */
export const locales = ['de-DE', 'en-EU'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-EU';

export const registrationLocales = ['deDE', 'enEU'] as const;
export type RegistrationLocale = (typeof registrationLocales)[number];
export const defaultRegistrationLocale: RegistrationLocale = 'enEU';

const toSegment: Record<Locale, RegistrationLocale> = { 'de-DE': 'deDE', 'en-EU': 'enEU' };
const fromSegment: Record<RegistrationLocale, Locale> = { deDE: 'de-DE', enEU: 'en-EU' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isRegistrationLocale(value: unknown): value is RegistrationLocale {
  return typeof value === 'string' && (registrationLocales as readonly string[]).includes(value);
}

/** de-DE -> deDE, en-EU -> enEU. */
export function toRegistrationLocale(locale: Locale): RegistrationLocale {
  return toSegment[locale];
}

/**
 * The Intl locale behind a site locale; every Intl formatter, parser and collator takes this,
 * never the site locale itself. en-EU is no CLDR locale (Intl would fall back to US English,
 * "11/23/1906", "March 1, 2021"); en-150 is English as written in Europe: "23/11/1906",
 * "1 March 2021", "€1,234.50".
 */
export function intlLocale(locale: Locale): string {
  return locale === 'en-EU' ? 'en-150' : locale;
}

/** deDE -> de-DE, enEU -> en-EU. */
export function fromRegistrationLocale(segment: RegistrationLocale): Locale {
  return fromSegment[segment];
}

/** The other locale, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'de-DE' ? 'en-EU' : 'de-DE';
}

/** Visitors whose browser prefers German get de-DE; everyone else en-EU. */
export const pickLocale: (preferredLanguages: readonly string[]) => Locale = localeForLanguages;

/**
 * The same choice as pickLocale, as an inline script for the static index page: it replaces
 * the location with the chosen locale's home and keeps query and fragment.
 */
export const localeRedirectScript = `(function(){var n=navigator,l=(n.languages&&n.languages[0])||n.language||'';location.replace((/${germanLanguage.source}/i.test(l)?'/de-DE/':'/en-EU/')+location.search+location.hash)})();`;

/** Human names of the locales, each in its own language (for language switches). */
export const localeLabels: Record<Locale, string> = { 'de-DE': 'Deutsch', 'en-EU': 'English' };
export { localeFromAcceptLanguage } from './acceptLanguage.mjs';
