// @ts-check
// The site's locales and the rule that picks one for a visitor, in plain JavaScript so that plain
// Node scripts (scripts/serve.mjs, apps/web's postbuild and preview check, the bench) read the
// same list as the apps, the API and the content (through locales.ts). Its types,
// localeList.d.mts, are generated from this file by `pnpm --filter @site/i18n declarations`
// (localeList.test.ts fails when they are stale).

/** The site's locales (BCP 47); the registration app's path segments are these without the hyphen. */
export const locales = /** @type {const} */ (['de-DE', 'en-EU']);

/** @typedef {(typeof locales)[number]} Locale */

/**
 * Where a visitor whose language is none of the locales' lands.
 * @type {Locale}
 */
export const defaultLocale = 'en-EU';

/**
 * The registration app's path segment of a locale: `deDE` of `de-DE` (§9).
 * @param {Locale} locale
 */
export const registrationSegment = (locale) => locale.replace('-', '');

/**
 * The language of a locale or language tag: `de` of `de-DE`, `de-AT` and `DE-ch`.
 * @param {string} tag
 */
export const languageOf = (tag) => (tag.split('-')[0] ?? '').toLowerCase();

/**
 * The locale for languages in the browser's order of preference: the locale of the first one's
 * language (German of any region: de-DE), anything else the default.
 * @param {readonly string[]} languages
 * @returns {Locale}
 */
export function localeForLanguages(languages) {
  const language = languageOf(languages[0] ?? '');
  return locales.find((locale) => languageOf(locale) === language) ?? defaultLocale;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by q, then by order); q=0 is left out.
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function rankLanguages(header) {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The locale of a request, from its Accept-Language header (missing or empty: the default).
 * @param {string | null | undefined} header
 */
export function localeFromAcceptLanguage(header) {
  return localeForLanguages(rankLanguages(header));
}
