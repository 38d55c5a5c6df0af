// Which locale a visitor gets, from their browser's languages: German as the first choice ->
// de-DE, anything else -> en-EU. Plain JavaScript, so that the static server
// (scripts/serve.mjs, plain Node) imports the same rule as the API's edge redirect and the
// site's root page (locales.ts). Types: acceptLanguage.d.mts.

/** A German language tag: de, de-AT, de-CH, ... */
export const germanLanguage = /^de(-|$)/i;

/** The locale for languages in the browser's order of preference. */
export function localeForLanguages(languages) {
  return germanLanguage.test(languages[0] ?? '') ? 'de-DE' : 'en-EU';
}

/** The language tags of an Accept-Language header, most preferred first (by q, then by order); q=0 is left out. */
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

/** The locale of a request, from its Accept-Language header (missing or empty: en-EU). */
export function localeFromAcceptLanguage(header) {
  return localeForLanguages(rankLanguages(header));
}
