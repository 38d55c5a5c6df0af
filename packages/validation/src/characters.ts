/**
 * Characters as a person sees them: grapheme clusters ('a' with seven combining accents, a
 * flag, a family emoji each count once). Browsers without Intl.Segmenter (Firefox before 125)
 * count code points instead, which is never fewer.
 */
let segmenter: Intl.Segmenter | null | undefined;

/**
 * Made on the first count, not when the module loads: the first segmenter loads ICU's break
 * data (about 12 ms on a fast machine, four times that on a phone), and every page with a form
 * loads this module while it hydrates, most of them without a visitor typing a thing.
 */
function graphemes(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenter;
}

export function countCharacters(value: string): number {
  return clusters(value).length;
}

function clusters(value: string): string[] {
  const segmenter = graphemes();
  return segmenter ? Array.from(segmenter.segment(value), (s) => s.segment) : Array.from(value);
}

// Characters that print nothing: white space, controls and the default-ignorable code points
// (zero-width space U+200B, byte-order mark U+FEFF, soft hyphen, joiners, variation selectors,
// Hangul fillers) plus the blank Braille pattern, which renders as a space.
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** True when the text shows nothing: empty, or made only of invisible characters. */
export function isBlank(value: string): boolean {
  return INVISIBLE.test(value);
}

/** Characters a person sees: grapheme clusters that are not made only of invisible characters. */
export function countVisibleCharacters(value: string): number {
  return clusters(value).filter((cluster) => !isBlank(cluster)).length;
}

// A UTF-16 surrogate without its pair: no character at all, and stored as invalid UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Controls (NUL, CR, LF, tab, the C1 range) and the bidirectional controls that reorder what
// follows them (LRM, RLM, ALM, the embeddings, overrides and isolates): text a person typed into
// one field never holds them, and in a mail or a log they hide or disguise what follows.
const CONTROLS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text is one line of characters a person can type: no controls, no bidi controls, no lone surrogates. */
export function isPlainText(value: string): boolean {
  return !LONE_SURROGATE.test(value) && !CONTROLS.test(value);
}
