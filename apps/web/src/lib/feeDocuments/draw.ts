import { contentWidth, drawFacts, drawPdf, ensureRoom, page, tagged, type Doc, type DocumentFonts, type Ink, type Struct } from '../pdf/document';
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
const pad = 4;

/** A shaded band across the table with a bold text: the column headers' row or a heading's. */
function band(doc: Doc, row: Struct, cells: Array<{ text: string; x: number; width: number }>, fontSize: number, shade: string): void {
  doc.font('bold').fontSize(fontSize);
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width }))) + 2 * pad;
  // A heading is kept with its first row.
  ensureRoom(doc, height + 40);
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
  band(doc, header, [
    { text: document.columns[0], x: page.margin + pad, width: termWidth - pad },
    { text: document.columns[1], x: feeX, width: feeWidth },
  ], size.subheading, subheadingShade);
  header.end();
  for (const section of document.sections) {
    doc.y += 6;
    const heading = doc.struct('TR');
    table.add(heading);
    band(doc, heading, [{ text: section.heading, x: page.margin + pad, width: contentWidth - 2 * pad }], size.heading, headingShade);
    heading.end();
    for (const row of section.rows) {
      const fee = row.totalAnnualFee ? `${row.fee}\n${document.totalAnnualFeeLabel} ${row.totalAnnualFee}` : row.fee;
      doc.font('regular').fontSize(size.text);
      const height = Math.max(doc.heightOfString(row.term, { width: termWidth - pad }), doc.heightOfString(fee, { width: feeWidth })) + 2 * pad;
      ensureRoom(doc, height);
      const y = doc.y;
      const tr = doc.struct('TR');
      table.add(tr);
      tr.add(tagged(doc, 'TH', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text(row.term, page.margin + pad, y + pad, { width: termWidth - pad })));
      tr.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(size.text).fillColor(ink.text).text(fee, feeX, y + pad, { width: feeWidth })));
      tr.end();
      doc.y = y + height;
      doc.markContent('Artifact', { type: 'Layout' });
      doc.moveTo(page.margin, doc.y).lineTo(page.margin + contentWidth, doc.y).lineWidth(0.5).strokeColor(ink.rule).stroke();
      doc.endMarkedContent();
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
    doc.y += 12;
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
    doc.y += 10;
    drawServices(doc, root, document);
  });
}
