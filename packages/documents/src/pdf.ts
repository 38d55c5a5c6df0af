import PDFDocument from 'pdfkit';

/**
 * What every PDF of the site is drawn with (pdfkit): an A4 page, Inter from node_modules (nothing
 * is fetched), tagged structure (headings, paragraphs, tables; page furniture as artifacts) in the
 * document's language, and the same file for the same content. `drawDocument` draws plain blocks
 * with these parts; a document with a layout the law fixes (a plan's fee information document)
 * draws its own with them.
 */

/** The two weights of Inter the documents are set in: static files of `@fontsource/inter` (node_modules). */
export interface DocumentFonts {
  regular: string;
  bold: string;
}

/** Paths of Inter's latin WOFF files in a `@fontsource/inter` directory. */
export function fontsourceFonts(fontsourceDir: string): DocumentFonts {
  return {
    regular: `${fontsourceDir}/files/inter-latin-400-normal.woff`,
    bold: `${fontsourceDir}/files/inter-latin-700-normal.woff`,
  };
}

export type Doc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<Doc['struct']>;

/** A4 in points, 2 cm margins, and room for the footer line. */
export const page = { width: 595.28, height: 841.89, margin: 56.7 };
export const contentWidth = page.width - 2 * page.margin;
const footerSpace = 28;
/** Where content must end on every page: above the footer. */
export const bottom = page.height - page.margin - footerSpace;

/** The colours a kind of document draws in: text, secondary text, table rules. */
export interface Ink {
  text: string;
  muted: string;
  rule: string;
}

/** A structure element whose content `draw` puts on the page (pdfkit marks it as it is drawn). */
export function tagged(doc: Doc, type: string, draw: () => void, options: { alt?: string; title?: string } = {}): Struct {
  return doc.struct(type, options, () => {
    draw();
  });
}

/** Starts a new page (its content at the document's top margin) when `height` points no longer fit above the footer. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom) doc.addPage();
}

/** A rule across the text width at the current line, as an artifact (layout, not content). */
export function drawRule(doc: Doc, colour: string): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc.moveTo(page.margin, doc.y).lineTo(page.margin + contentWidth, doc.y).lineWidth(0.5).strokeColor(colour).stroke();
  doc.endMarkedContent();
}

/**
 * Rows of a label (a row header) and its value, ruled below each; `labelShare` of the width for
 * the labels. A row that does not fit moves to the next page whole.
 */
export function drawFacts(
  doc: Doc,
  parent: Struct,
  rows: ReadonlyArray<readonly [label: string, value: string]>,
  ink: Ink,
  { labelShare = 0.36, fontSize = 9, labelFont = 'bold' }: { labelShare?: number; fontSize?: number; labelFont?: 'bold' | 'regular' } = {},
): void {
  const labelWidth = contentWidth * labelShare;
  const valueX = page.margin + labelWidth + 12;
  const valueWidth = contentWidth - labelWidth - 12;
  const table = doc.struct('Table');
  parent.add(table);
  for (const [label, value] of rows) {
    doc.font(labelFont).fontSize(fontSize);
    const labelHeight = doc.heightOfString(label, { width: labelWidth });
    doc.font('regular').fontSize(fontSize);
    const valueHeight = doc.heightOfString(value, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight);
    ensureRoom(doc, height + 6);
    const y = doc.y;
    const row = doc.struct('TR');
    table.add(row);
    row.add(tagged(doc, 'TH', () => doc.font(labelFont).fontSize(fontSize).fillColor(ink.text).text(label, page.margin, y, { width: labelWidth })));
    row.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(fontSize).fillColor(ink.text).text(value, valueX, y, { width: valueWidth })));
    row.end();
    doc.y = y + height + 3;
    drawRule(doc, ink.rule);
    doc.y += 4;
  }
  table.end();
  doc.x = page.margin;
  doc.y += 4;
}

export interface PdfDescription {
  /** The document's language, a BCP 47 tag. */
  locale: string;
  title: string;
  /** Who publishes it (PDF author). */
  author: string;
  subject: string;
  /** The date of its content, which makes a rebuild of the same content the same file. */
  created: Date;
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  /** 'Page {page} of {pages}'. */
  pageLabel: (page: number, pages: number) => string;
  ink: Ink;
  /** Where content starts on every page (default the margin): below a band the furniture draws. */
  top?: number;
  /** More furniture of every page (a band, a watermark), drawn as an artifact before the footer. */
  furniture?: (doc: Doc) => void;
}

/**
 * Draws a tagged A4 PDF: `body` draws the content into the document's root structure element,
 * then every page gets its furniture, footer and page number as artifacts.
 */
export function drawPdf(description: PdfDescription, fonts: DocumentFonts, body: (doc: Doc, root: Struct) => void): Promise<Buffer> {
  const { locale, title, author, subject, created, footer, pageLabel, ink } = description;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: description.top ?? page.margin, bottom: page.margin, left: page.margin, right: page.margin },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: author, Subject: subject, CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const root = doc.struct('Document');
  doc.addStructure(root);
  body(doc, root);
  root.end();

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.markContent('Artifact', { type: 'Pagination' });
    description.furniture?.(doc);
    const y = page.height - page.margin - 14;
    doc.font('regular').fontSize(7.5).fillColor(ink.muted);
    doc.text(footer, page.margin, y, { width: contentWidth - 80, lineBreak: false, ellipsis: true });
    doc.text(pageLabel(index + 1, range.count), page.margin + contentWidth - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
