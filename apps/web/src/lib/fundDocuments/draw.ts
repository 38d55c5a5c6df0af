import { contentWidth, drawFacts, drawParagraph, drawPdf, ensureRoom, page, tagged, type Doc, type DocumentFonts, type Ink, type Struct } from '../pdf/document';
import type { FundDocument, FundDocumentBlock } from './model';

export { fontsourceFonts, type DocumentFonts } from '../pdf/document';

// The brand's dark green for headings and the current risk class.
const ink: Ink = { text: '#16211b', muted: '#4a5750', rule: '#c9d1cc' };
const green = '#0b5d3b';

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
        doc.rect(x, top, box, box).lineWidth(1).fillAndStroke(current ? green : '#ffffff', current ? green : ink.muted);
        doc
          .font(current ? 'bold' : 'regular')
          .fontSize(12)
          .fillColor(current ? '#ffffff' : ink.text)
          .text(String(step), x, top + 9, { width: box, align: 'center', lineBreak: false });
      }
      const arrowY = top + box + 8;
      doc.moveTo(page.margin, arrowY).lineTo(page.margin + width, arrowY).lineWidth(0.75).strokeColor(ink.muted).stroke();
      doc.polygon([page.margin + width, arrowY], [page.margin + width - 5, arrowY - 3], [page.margin + width - 5, arrowY + 3]).fill(ink.muted);
      doc.font('regular').fontSize(8).fillColor(ink.muted);
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
        .fillColor(ink.text)
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
    tr.add(tagged(doc, 'TH', () => doc.font('regular').fontSize(8.5).fillColor(ink.text).text(row.label, page.margin, y, { width: nameWidth, lineBreak: false, ellipsis: true })));
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(barX, y + 1.5, Math.max(1, (barWidth * row.share) / largest), 7).fill(green);
    doc.endMarkedContent();
    tr.add(tagged(doc, 'TD', () => doc.font('regular').fontSize(8.5).fillColor(ink.text).text(row.value, page.margin + contentWidth - valueWidth, y, { width: valueWidth, align: 'right', lineBreak: false })));
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
    case 'paragraph':
      drawParagraph(doc, root, block.text, ink, { strong: block.strong });
      return;
    case 'facts':
      drawFacts(doc, root, block.rows, ink);
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
 * its text; page furniture as artifacts) in the document's language (../pdf/document). `created`
 * is the date of the figures, so a rebuild of the same content gives the same document.
 */
export function drawFundDocument(document: FundDocument, fonts: DocumentFonts, created: Date): Promise<Buffer> {
  const { locale, title, author, subtitle, footer, pageLabel } = document;
  return drawPdf({ locale, title, author, subject: subtitle, created, footer, pageLabel, ink }, fonts, (doc, root) => {
    root.add(tagged(doc, 'H1', () => doc.font('bold').fontSize(18).fillColor(ink.text).text(title, { width: contentWidth })));
    doc.y += 2;
    root.add(tagged(doc, 'P', () => doc.font('regular').fontSize(10).fillColor(ink.muted).text(subtitle, { width: contentWidth })));
    doc.y += 8;
    for (const block of document.blocks) drawBlock(doc, root, block);
  });
}
