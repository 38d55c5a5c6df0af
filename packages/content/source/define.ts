/** Helpers for the readable content sources that `scripts/build-export.ts` turns into the export. */
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import type { Locale } from '@site/i18n';

const localized = Symbol('localized');

/** A localized value: German (du-Form) and English. */
export type L<T = string> = { [localized]: true } & Record<Locale, T>;

export function l<T = string>(de: T, en: T): L<T> {
  return { [localized]: true, 'de-DE': de, 'en-EU': en };
}

export function isL(value: unknown): value is L<unknown> {
  return typeof value === 'object' && value !== null && localized in value;
}

export interface SourceEntry {
  id: string;
  type: string;
  fields: Record<string, unknown>;
}

export interface SourceAsset {
  id: string;
  title: L;
  description: L;
  /** Drawn by scripts/drawings.ts. */
  drawing: Drawing;
}

/**
 * A PDF asset of one language, drawn by a script of scripts/ (`sampleKeyInformation`: the sample
 * fund's key information document) and committed with the drawn images.
 */
export interface SourceDocument {
  id: string;
  title: L;
  description: L;
  drawing: 'sampleKeyInformation';
  locale: 'de-DE' | 'en-EU';
  fileName: string;
}

export type DrawingMotif = 'phone' | 'forest' | 'growth' | 'leaves' | 'ocean' | 'together' | 'budget' | 'jar' | 'switch' | 'magnifier';
/** Named after the theme colours of §9 the picture's background takes. */
export type DrawingPalette = 'apricot' | 'ocean' | 'rose' | 'stone' | 'dark';

export type Drawing =
  | { kind: 'scene'; motif: DrawingMotif; palette: DrawingPalette; seed: number }
  | { kind: 'banner'; motif: DrawingMotif; palette: DrawingPalette; seed: number }
  | { kind: 'portrait'; seed: number; palette: DrawingPalette };

export const entry = (type: string, id: string, fields: Record<string, unknown>): SourceEntry => ({ id, type, fields });
export const linkEntry = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
export const linkAsset = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

// Rich text, kept tiny: paragraphs, headings, lists, quotes, links and two-column tables.
const text = (value: string, bold = false): Text => ({ nodeType: 'text', value, marks: bold ? [{ type: 'bold' }] : [], data: {} }) as Text;

/** A paragraph; `[label](https://...)` becomes a hyperlink and `**x**` bold. */
export function p(value: string): Block {
  const content: Array<Text | Inline> = [];
  const pattern = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    if (match.index > last) content.push(text(value.slice(last, match.index)));
    if (match[1] && match[2]) {
      content.push({ nodeType: 'hyperlink', data: { uri: match[2] }, content: [text(match[1])] } as Inline);
    } else if (match[3]) {
      content.push(text(match[3], true));
    }
    last = match.index + match[0].length;
  }
  if (last < value.length || content.length === 0) content.push(text(value.slice(last)));
  return { nodeType: 'paragraph', data: {}, content } as Block;
}
export const h2 = (value: string): Block => ({ nodeType: 'heading-2', data: {}, content: [text(value)] }) as Block;
export const h3 = (value: string): Block => ({ nodeType: 'heading-3', data: {}, content: [text(value)] }) as Block;
export const quote = (value: string): Block => ({ nodeType: 'blockquote', data: {}, content: [p(value)] }) as Block;
const list = (nodeType: 'unordered-list' | 'ordered-list', items: string[]): Block =>
  ({ nodeType, data: {}, content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [p(item)] })) }) as Block;
export const ul = (items: string[]): Block => list('unordered-list', items);
export const ol = (items: string[]): Block => list('ordered-list', items);

/** A table of rows whose first cell heads the row (`[label](uri)` links and `**x**` bold as in `p`). */
export const table = (rows: Array<[string, string]>): Block =>
  ({
    nodeType: 'table',
    data: {},
    content: rows.map(([head, cell]) => ({
      nodeType: 'table-row',
      data: {},
      content: [
        { nodeType: 'table-header-cell', data: {}, content: [p(head)] },
        { nodeType: 'table-cell', data: {}, content: [p(cell)] },
      ],
    })),
  }) as Block;

export function doc(...blocks: Array<Block | string>): Document {
  return { nodeType: 'document', data: {}, content: blocks.map((b) => (typeof b === 'string' ? p(b) : b)) } as Document;
}
