/**
 * What a document says, as plain blocks, before anything is drawn: whoever writes a document
 * (the site's factsheet, the content's sample key information document) builds these from its
 * data and catalogues, and `drawDocument` lays them out.
 */
export type DocumentBlock =
  /** A section heading (2) or a heading inside a section (3). */
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  /** `small`: notes under a table or a scale. */
  | { kind: 'paragraph'; text: string; strong?: boolean; small?: boolean }
  /** Label and value per row, the label heading the row. */
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  | { kind: 'riskScale'; value: number; max: number; label: string; lower: string; higher: string }
  /** A breakdown: name, a bar and the share as text. */
  | { kind: 'shares'; caption: string; rows: Array<{ label: string; share: number; value: string }> }
  /**
   * A table with a header row; the first cell of each row heads it. `widths` are the columns'
   * shares of the width (they add up to 1); `right` lists the columns set flush right (figures).
   * A row with `group` is a heading row spanning the table (a group of rows). A table that fits
   * on a page is kept on one.
   */
  | {
      kind: 'table';
      caption: string;
      columns: string[];
      widths: number[];
      right?: number[];
      rows: Array<{ cells: string[] } | { group: string }>;
    };

export interface Document {
  /** The document's language (PDF /Lang), e.g. 'de-DE'. */
  locale: string;
  /** The document's title (PDF metadata and first heading). */
  title: string;
  /** Under the title. */
  subtitle: string;
  /** Who publishes it (PDF author). */
  author: string;
  blocks: DocumentBlock[];
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  /** 'Page {page} of {pages}', filled by the drawing. */
  pageLabel: (page: number, pages: number) => string;
  /**
   * Printed as a band at the top of every page, e.g. 'Marketing communication' or 'SAMPLE: not a
   * real key information document'.
   */
  pageMark?: string;
  /** A large word across every page (a sample's 'SAMPLE'). */
  watermark?: string;
  /** Smaller type and spacing for a document the law limits in pages (a key information document). */
  compact?: boolean;
}

/** Every text a document holds, in reading order: what a PDF's text layer must contain. */
export function documentTexts(document: Document): string[] {
  return [
    ...(document.pageMark ? [document.pageMark] : []),
    document.title,
    document.subtitle,
    ...document.blocks.flatMap((block): string[] => {
      switch (block.kind) {
        case 'heading':
        case 'paragraph':
          return [block.text];
        case 'facts':
          return block.rows.flat();
        case 'riskScale':
          return [block.label, block.lower, block.higher];
        case 'shares':
          return block.rows.flatMap((row) => [row.label, row.value]);
        case 'table':
          return [...block.columns, ...block.rows.flatMap((row) => ('group' in row ? [row.group] : row.cells))];
      }
    }),
    document.footer,
  ];
}
