import { defaultLocale, languageOf, locales, registrationSegment, type Locale } from './localeList.mjs';

/** The site's locales (BCP 47) and the default, written once in localeList.mjs. */
export { defaultLocale, locales, type Locale };

/** A registration app path segment: the locale without its hyphen (§9). */
type Segment<L extends string> = L extends `${infer Language}-${infer Region}` ? `${Language}${Region}` : never;
type Segments<T extends readonly string[]> = { readonly [I in keyof T]: Segment<T[I] & string> };
export type RegistrationLocale = Segment<Locale>;
export const registrationLocales = /* @__PURE__ */ locales.map(toRegistrationLocale) as readonly RegistrationLocale[] as Segments<typeof locales>;
export const defaultRegistrationLocale: RegistrationLocale = /* @__PURE__ */ toRegistrationLocale(defaultLocale);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isRegistrationLocale(value: unknown): value is RegistrationLocale {
  return typeof value === 'string' && (registrationLocales as readonly string[]).includes(value);
}

/** de-DE -> deDE, en-EU -> enEU. */
export function toRegistrationLocale<L extends Locale>(locale: L): Segment<L> {
  return registrationSegment(locale) as Segment<L>;
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
  return locales.find((locale) => toRegistrationLocale(locale) === segment) ?? defaultLocale;
}

/** The other locale, for the language switch. */
export function otherLocale(locale: Locale): Locale {
  return locales.find((other) => other !== locale) ?? defaultLocale;
}

/**
 * localeForLanguages (localeList.mjs) as an inline script for the static index page: it replaces
 * the location with the chosen locale's home and keeps query and fragment.
 */
const localeOfLanguage = /* @__PURE__ */ Object.fromEntries(locales.map((locale) => [languageOf(locale), locale]));
export const localeRedirectScript = `(function(){var n=navigator,m=${JSON.stringify(localeOfLanguage)},l=((n.languages&&n.languages[0])||n.language||'').split('-')[0].toLowerCase();location.replace('/'+({}.hasOwnProperty.call(m,l)?m[l]:${JSON.stringify(defaultLocale)})+'/'+location.search+location.hash)})();`;

/** Human names of the locales, each in its own language (for language switches). */
export const localeLabels: Record<Locale, string> = { 'de-DE': 'Deutsch', 'en-EU': 'English' };
export { localeFromAcceptLanguage } from './localeList.mjs';
