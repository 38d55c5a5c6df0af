import PDFDocument from 'pdfkit';
import type { FundDocument, FundDocumentBlock } from './model';

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

// A4 in points, 2 cm margins; the brand's dark green and a muted ink for secondary text.
const page = { width: 595.28, height: 841.89, margin: 56.7 };
const footerSpace = 28;
const ink = '#16211b';
const muted = '#4a5750';
const green = '#0b5d3b';
const rule = '#c9d1cc';
const contentWidth = page.width - 2 * page.margin;
const bottom = page.height - page.margin - footerSpace;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/** A structure element whose content `draw` puts on the page (pdfkit marks it as it is drawn). */
function tagged(doc: Doc, type: string, draw: () => void, options: { alt?: string; title?: string } = {}): Struct {
  return doc.struct(type, options, () => {
    draw();
  });
}

/** Starts a new page when `height` points no longer fit above the footer. */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom) doc.addPage();
}

function drawFacts(doc: Doc, parent: Struct, rows: Array<[string, string]>): void {
  const labelWidth = contentWidth * 0.36;
  const valueX = page.margin + labelWidth + 12;
  const valueWidth = contentWidth - labelWidth - 12;
  const table = doc.struct('Table');
  parent.add(table);
  for (const [label, value] of rows) {
    doc.font('bold').fontSize(9);
    const labelHeight = doc.heightOfString(label, { width: labelWidth });
    doc.font('regular').fontSize(9);
    const valueHeight = doc.heightOfString(value, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight);
    ensureRoom(doc, height + 6);
    const y = doc.y;
    const row = doc.struct('TR');
    table.add(row);
    row.add(tagged(doc, 'TH', () => doc.font('bold').fontSize(9).fillColor(ink).text(label, page.margin, y, { width: labelWidth })));
    row.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(9).fillColor(ink).text(value, valueX, y, { width: valueWidth })));
    row.end();
    doc.y = y + height + 3;
    doc.moveTo(page.margin, doc.y).lineTo(page.margin + contentWidth, doc.y).lineWidth(0.5).strokeColor(rule).stroke();
    doc.y += 4;
  }
  table.end();
  doc.x = page.margin;
  doc.y += 4;
}

/** The PRIIPs scale: seven numbered boxes, the fund's class filled, 'lower' and 'higher' risk under its ends. */
function drawRiskScale(doc: Doc, parent: Struct, block: Extract<FundDocumentBlock, { kind: 'riskScale' }>): void {
  const box = 30;
  const gap = 4;
  const width = block.max * box + (block.max - 1) * gap;
  ensureRoom(doc, box + 40);
  const top = doc.y + 4;
  parent.add(
    tagged(
      doc,
      'Figure',
      () => {
      for (let step = 1; step <= block.max; step++) {
        const x = page.margin + (step - 1) * (box + gap);
        const current = step === block.value;
        doc.rect(x, top, box, box).lineWidth(1).fillAndStroke(current ? green : '#ffffff', current ? green : muted);
        doc
          .font(current ? 'bold' : 'regular')
          .fontSize(12)
          .fillColor(current ? '#ffffff' : ink)
          .text(String(step), x, top + 9, { width: box, align: 'center', lineBreak: false });
      }
      const arrowY = top + box + 8;
      doc.moveTo(page.margin, arrowY).lineTo(page.margin + width, arrowY).lineWidth(0.75).strokeColor(muted).stroke();
      doc.polygon([page.margin + width, arrowY], [page.margin + width - 5, arrowY - 3], [page.margin + width - 5, arrowY + 3]).fill(muted);
      doc.font('regular').fontSize(8).fillColor(muted);
      doc.text(block.lower, page.margin, arrowY + 4, { width: width / 2, lineBreak: false });
      doc.text(block.higher, page.margin + width / 2, arrowY + 4, { width: width / 2, align: 'right', lineBreak: false });
      },
      { alt: `${block.label} (${block.lower} 1, ${block.higher} ${block.max})` },
    ),
  );
  parent.add(
    tagged(doc, 'P', () =>
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(ink)
        .text(block.label, page.margin + width + 16, top + 9, { width: contentWidth - width - 16 }),
    ),
  );
  doc.x = page.margin;
  doc.y = top + box + 30;
}

/** A breakdown as a table of name, bar and share; the bars are drawn, the figures are text. */
function drawShares(doc: Doc, parent: Struct, block: Extract<FundDocumentBlock, { kind: 'shares' }>): void {
  const nameWidth = contentWidth * 0.42;
  const valueWidth = 48;
  const barX = page.margin + nameWidth + 8;
  const barWidth = contentWidth - nameWidth - valueWidth - 16;
  const largest = Math.max(...block.rows.map((row) => row.share), 1);
  const table = doc.struct('Table', { title: block.caption });
  parent.add(table);
  for (const row of block.rows) {
    ensureRoom(doc, 14);
    const y = doc.y;
    const tr = doc.struct('TR');
    table.add(tr);
    tr.add(tagged(doc, 'TH', () => doc.font('regular').fontSize(8.5).fillColor(ink).text(row.label, page.margin, y, { width: nameWidth, lineBreak: false, ellipsis: true })));
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(barX, y + 1.5, Math.max(1, (barWidth * row.share) / largest), 7).fill(green);
    doc.endMarkedContent();
    tr.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(8.5).fillColor(ink).text(row.value, page.margin + contentWidth - valueWidth, y, { width: valueWidth, align: 'right', lineBreak: false })));
    tr.end();
    doc.y = y + 13;
  }
  table.end();
  doc.x = page.margin;
  doc.y += 6;
}

function drawBlock(doc: Doc, root: Struct, block: FundDocumentBlock): void {
  switch (block.kind) {
    case 'heading':
      // Kept with the first lines of what it heads.
      ensureRoom(doc, 84);
      doc.y += 8;
      root.add(tagged(doc, 'H2', () => doc.font('bold').fontSize(12).fillColor(green).text(block.text, page.margin, doc.y, { width: contentWidth })));
      doc.y += 4;
      return;
    case 'paragraph': {
      doc.font(block.strong ? 'bold' : 'regular').fontSize(9.5);
      ensureRoom(doc, Math.min(doc.heightOfString(block.text, { width: contentWidth }), 60));
      root.add(
        tagged(doc, 'P', () => doc.fillColor(ink).text(block.text, page.margin, doc.y, { width: contentWidth, lineGap: 1.5 })),
      );
      doc.y += 6;
      return;
    }
    case 'facts':
      drawFacts(doc, root, block.rows);
      return;
    case 'riskScale':
      drawRiskScale(doc, root, block);
      return;
    case 'shares':
      drawShares(doc, root, block);
      return;
  }
}

/**
 * Draws a fund document as a tagged PDF (headings, paragraphs, tables, the scale as a figure with
 * its text; page furniture as artifacts) in the document's language, with pdfkit and Inter from
 * node_modules: nothing is fetched. `created` is the date of the figures, so a rebuild of the same
 * content gives the same document.
 */
export function drawFundDocument(document: FundDocument, fonts: DocumentFonts, created: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: document.locale,
    displayTitle: true,
    info: { Title: document.title, Author: document.author, Subject: document.subtitle, CreationDate: created, ModDate: created },
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
  root.add(tagged(doc, 'H1', () => doc.font('bold').fontSize(18).fillColor(ink).text(document.title, { width: contentWidth })));
  doc.y += 2;
  root.add(tagged(doc, 'P', () => doc.font('regular').fontSize(10).fillColor(muted).text(document.subtitle, { width: contentWidth })));
  doc.y += 8;
  for (const block of document.blocks) drawBlock(doc, root, block);
  root.end();

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.markContent('Artifact', { type: 'Pagination' });
    const y = page.height - page.margin - 14;
    doc.font('regular').fontSize(7.5).fillColor(muted);
    doc.text(document.footer, page.margin, y, { width: contentWidth - 80, lineBreak: false, ellipsis: true });
    doc.text(document.pageLabel(index + 1, range.count), page.margin + contentWidth - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
