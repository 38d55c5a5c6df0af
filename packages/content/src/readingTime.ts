import type { Document } from '@contentful/rich-text-types';

/** Words a reader gets through in a minute: a common figure for reading on screen. */
export const wordsPerMinute = 200;

/** Every word of a rich-text document (text nodes of paragraphs, headings, lists and quotes). */
export function countWords(document: Document): number {
  let words = 0;
  const visit = (node: { nodeType: string; value?: string; content?: unknown[] }) => {
    if (node.nodeType === 'text') words += (node.value ?? '').split(/\s+/).filter(Boolean).length;
    for (const child of node.content ?? []) visit(child as typeof node);
  };
  visit(document);
  return words;
}

/** An article's reading time from its words, in whole minutes, at least one. */
export function readingMinutes(document: Document): number {
  return Math.max(1, Math.round(countWords(document) / wordsPerMinute));
}
