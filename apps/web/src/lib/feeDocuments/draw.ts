import { contentWidth, drawFacts, drawPdf, drawRule, ensureRoom, page, tagged, type Doc, type DocumentFonts, type Ink, type Struct } from '@site/documents';
import type { FeeDocument } from './model';

// Implementing Regulation (EU) 2018/34, Art. 1: black and white, a font like Arial (Inter) in
// 11 pt, the title 16 pt bold, headings 14 pt bold on a semi-dark grey, sub-headings 12 pt bold.
const ink: Ink = { text: '#000000', muted: '#404040', rule: '#8c8c8c' };
const headingShade = '#bfbfbf';
const subheadingShade = '#e6e6e6';
const size = { text: 11, title: 16, heading: 14, subheading: 12 };
const termWidth = contentWidth * 0.5;
const feeX = page.margin + termWidth + 12;
const feeWidth = contentWidth - termWidth - 12;
const pad = 3;

type Cell = { text: string; x: number; width: number };

function bandHeight(doc: Doc, cells: Cell[], fontSize: number): number {
  doc.font('bold').fontSize(fontSize);
  return Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width }))) + 2 * pad;
}

/** A service's fee, with its total annual fee on a line of its own. */
const feeOf = (document: FeeDocument, row: FeeDocument['sections'][number]['rows'][number]) =>
  row.totalAnnualFee ? `${row.fee}\n${document.totalAnnualFeeLabel} ${row.totalAnnualFee}` : row.fee;

function rowHeight(doc: Doc, term: string, fee: string): number {
  doc.font('regular').fontSize(size.text);
  return Math.max(doc.heightOfString(term, { width: termWidth - pad }), doc.heightOfString(fee, { width: feeWidth })) + 2 * pad;
}

/** A shaded band across the table with a bold text: the column headers' row or a heading's; `keep` more points kept with it. */
function band(doc: Doc, row: Struct, cells: Cell[], fontSize: number, shade: string, keep: number): void {
  const height = bandHeight(doc, cells, fontSize);
  ensureRoom(doc, height + keep);
  const y = doc.y;
  doc.markContent('Artifact', { type: 'Layout' });
  doc.rect(page.margin, y, contentWidth, height).fill(shade);
  doc.endMarkedContent();
  for (const cell of cells) {
    row.add(tagged(doc, 'TH', () => doc.font('bold').fontSize(fontSize).fillColor(ink.text).text(cell.text, cell.x, y + pad, { width: cell.width })));
  }
  doc.y = y + height;
}

/** The 'Service | Fee' table: its header row, then each heading and its services, one row each. */
function drawServices(doc: Doc, root: Struct, document: FeeDocument): void {
  const table = doc.struct('Table');
  root.add(table);
  const header = doc.struct('TR');
  table.add(header);
  // The column headers are kept with the first heading and its first row.
  band(doc, header, [
    { text: document.columns[0], x: page.margin + pad, width: termWidth - pad },
    { text: document.columns[1], x: feeX, width: feeWidth },
  ], size.subheading, subheadingShade, 80);
  header.end();
  for (const section of document.sections) {
    doc.y += 4;
    const heading = doc.struct('TR');
    table.add(heading);
    // A heading and its services stay on one page (the longest section is a third of one).
    const services = section.rows.reduce((sum, row) => sum + rowHeight(doc, row.term, feeOf(document, row)), 0);
    band(doc, heading, [{ text: section.heading, x: page.margin + pad, width: contentWidth - 2 * pad }], size.heading, headingShade, services);
    heading.end();
    for (const row of section.rows) {
      const fee = feeOf(document, row);
      const height = rowHeight(doc, row.term, fee);
      ensureRoom(doc, height);
      const y = doc.y;
      const tr = doc.struct('TR');
      table.add(tr);
      tr.add(tagged(doc, 'TH', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text(row.term, page.margin + pad, y + pad, { width: termWidth - pad })));
      tr.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text(fee, feeX, y + pad, { width: feeWidth })));
      tr.end();
      doc.y = y + height;
      drawRule(doc, ink.rule);
    }
  }
  table.end();
  doc.x = page.margin;
}

/**
 * Draws a plan's fee information document as a tagged A4 PDF in the template's order: the title
 * centred, the provider, the account and the date, the statements as a list with the price list
 * and glossary as links, then the services under their headings. Its date is the fees' date, so
 * a rebuild of the same fees gives the same file.
 */
export function drawFeeDocument(document: FeeDocument, fonts: DocumentFonts, created: Date): Promise<Buffer> {
  const { locale, title, author, footer, pageLabel } = document;
  const subject = document.details.map((d) => d.value).join(' · ');
  return drawPdf({ locale, title, author, subject, created, footer, pageLabel, ink }, fonts, (doc, root) => {
    root.add(tagged(doc, 'H1', () => doc.font('bold').fontSize(size.title).fillColor(ink.text).text(title, page.margin, doc.y, { width: contentWidth, align: 'center' })));
    doc.y += 8;
    drawFacts(doc, root, document.details.map((d) => [`${d.label}:`, d.value] as const), ink, { fontSize: size.text, labelShare: 0.42 });
    doc.y += 4;
    const list = doc.struct('L');
    root.add(list);
    for (const statement of document.statements) {
      doc.font('regular').fontSize(size.text);
      ensureRoom(doc, doc.heightOfString(statement, { width: contentWidth - 14 }) + 4);
      const y = doc.y;
      const item = doc.struct('LI');
      list.add(item);
      item.add(tagged(doc, 'Lbl', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text('•', page.margin, y, { width: 10 })));
      item.add(tagged(doc, 'LBody', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text(statement, page.margin + 14, y, { width: contentWidth - 14 })));
      item.end();
      doc.y += 4;
    }
    list.end();
    for (const reference of document.references) {
      root.add(
        tagged(doc, 'P', () => {
          doc.font('regular').fontSize(size.text - 1).fillColor(ink.text).text(`${reference.label}: `, page.margin, doc.y, { continued: true, width: contentWidth });
          doc.fillColor(ink.text).text(reference.href, { link: reference.href, underline: true });
        }),
      );
    }
    doc.y += 6;
    drawServices(doc, root, document);
  });
}
