import type { Document } from '@contentful/rich-text-types';

/**
 * Words a reader gets through in a minute: 200, a cautious rate for reading on a screen (adults
 * read English non-fiction at about 238 a minute, Brysbaert 2019; German words are longer, so
 * fewer of them go into a minute). One rate for both locales: one article, one reading time.
 */
export const wordsPerMinute = 200;

/** The words of a text: what white space separates. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every word of a rich-text document (text nodes of paragraphs, headings, lists and quotes). */
export function countWords(document: Document): number {
  let words = 0;
  const visit = (node: { nodeType: string; value?: string; content?: unknown[] }) => {
    if (node.nodeType === 'text') words += wordsOf(node.value ?? '');
    for (const child of node.content ?? []) visit(child as typeof node);
  };
  visit(document);
  return words;
}

/**
 * An article's reading time: every word its page gives to read (the title, the lead, which is
 * the teaser, and the whole body) at `wordsPerMinute`, in whole minutes, at least one.
 */
export function readingMinutes(article: { title: string; teaser: string; body: Document }): number {
  const words = wordsOf(article.title) + wordsOf(article.teaser) + countWords(article.body);
  return Math.max(1, Math.round(words / wordsPerMinute));
}
