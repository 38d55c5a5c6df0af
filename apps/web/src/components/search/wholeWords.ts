import { intlLocale, type Locale } from '@site/i18n';

/**
 * Endings Pagefind's stemmer takes off a word in each language, so that a search for 'funds'
 * finds 'fund' and one for 'Kunden' finds 'Kunde'.
 */
const inflections: Record<Locale, readonly string[]> = {
  'de-DE': ['e', 'em', 'en', 'er', 'ern', 'es', 'n', 'nen', 's'],
  'en-EU': ['s', 'es', "'s", 'ed', 'er', 'ing'],
};

/**
 * Whether a word of a page is a whole-word match for a word of the query, in the page's language.
 * Pagefind matches every query word as a prefix, so it finds words while they are typed
 * ('acc' finds 'account') and German compounds ('Konto' finds 'Kontowechsel'); when no word
 * starts with the query word, it falls back to the longest word that the query word starts with,
 * which is how 'Konto' found and marked the 'K.' of 'Tobias K.' on an English page. So a word
 * matches when it starts with the query word, or is the query word less one of the language's
 * endings; letters compare as the language does (case and accents aside: 'grun' finds 'grün').
 */
export function wholeWordMatcher(locale: Locale) {
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base' });
  const startsWith = (word: string, start: string) =>
    word.length >= start.length && collator.compare(word.slice(0, start.length), start) === 0;
  return (word: string, queryWord: string) =>
    startsWith(word, queryWord) ||
    (startsWith(queryWord, word) && inflections[locale].includes(queryWord.slice(word.length).toLocaleLowerCase(intlLocale(locale))));
}

/** The words of a text, as the language divides it (no spaces or punctuation), with what lies between. */
export function wordSegments(text: string, locale: Locale): { segment: string; isWordLike: boolean }[] {
  return [...new Intl.Segmenter(intlLocale(locale), { granularity: 'word' }).segment(text)].map(({ segment, isWordLike }) => ({
    segment,
    isWordLike: Boolean(isWordLike),
  }));
}

/** The words of a query. */
export const queryWords = (query: string, locale: Locale) =>
  wordSegments(query, locale)
    .filter((part) => part.isWordLike)
    .map((part) => part.segment);

/** One run of an excerpt: text, marked when it is a whole-word match. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt is text with the words it matched in `<mark>`, whole space-separated tokens
 * ('Konto,', 'co-fund', 'K.'). Read as inert HTML (DOMParser runs nothing), each marked token is
 * split into the language's words, and only the words that match a query word wholly stay marked.
 */
export function excerptParts(html: string, query: string, locale: Locale): ExcerptPart[] {
  const words = queryWords(query, locale);
  const matches = wholeWordMatcher(locale);
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  for (const node of new DOMParser().parseFromString(html, 'text/html').body.childNodes) {
    const text = node.textContent ?? '';
    if (node.nodeName !== 'MARK') add(text, false);
    else
      for (const { segment, isWordLike } of wordSegments(text, locale))
        add(segment, isWordLike && words.some((word) => matches(segment, word)));
  }
  return parts;
}

/**
 * Whether a result matched every query word wholly somewhere on its page. Pagefind gives the
 * positions of the words it matched in the page's text (`locations`, counted over the text split
 * at white space, as its excerpts count them).
 */
export function matchesWholeWords(result: { content: string; locations: number[] }, query: string, locale: Locale): boolean {
  const matches = wholeWordMatcher(locale);
  const tokens = result.content.split(/\s+/);
  const found = result.locations.flatMap((location) =>
    wordSegments(tokens[location] ?? '', locale)
      .filter((part) => part.isWordLike)
      .map((part) => part.segment),
  );
  return queryWords(query, locale).every((word) => found.some((candidate) => matches(candidate, word)));
}
