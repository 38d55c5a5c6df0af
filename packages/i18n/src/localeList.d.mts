/**
 * The locale for languages in the browser's order of preference: the locale of the first one's
 * language (German of any region: de-DE), anything else the default.
 * @param {readonly string[]} languages
 * @returns {Locale}
 */
export function localeForLanguages(languages: readonly string[]): Locale;
/**
 * The language tags of an Accept-Language header, most preferred first (by q, then by order); q=0 is left out.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function rankLanguages(header: string | null | undefined): string[];
/**
 * The locale of a request, from its Accept-Language header (missing or empty: the default).
 * @param {string | null | undefined} header
 */
export function localeFromAcceptLanguage(header: string | null | undefined): "de-DE" | "en-EU";
/** The site's locales (BCP 47); the registration app's path segments are these without the hyphen. */
export const locales: readonly ["de-DE", "en-EU"];
/** @typedef {(typeof locales)[number]} Locale */
/**
 * Where a visitor whose language is none of the locales' lands.
 * @type {Locale}
 */
export const defaultLocale: Locale;
export function registrationSegment(locale: Locale): string;
export function languageOf(tag: string): string;
export type Locale = (typeof locales)[number];
