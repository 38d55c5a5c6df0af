import type { Document, DocumentBlock } from './blocks';
import { bottom, contentWidth, drawFacts, drawPdf, drawRule, ensureRoom, page, tagged, type Doc, type DocumentFonts, type Ink, type Struct } from './pdf';

// The brand's dark green and a muted ink for secondary text.
const ink = '#16211b';
const muted = '#4a5750';
const green = '#0b5d3b';
const rule = '#c9d1cc';
const tint = '#eef2ef';
const colours: Ink = { text: ink, muted, rule };
const markSpace = 22;

/** Type sizes and gaps: the factsheet's, and the tighter ones of a document limited in pages. */
const styles = {
  regular: { title: 18, subtitle: 10, h2: 12, h3: 10, body: 9.5, small: 8, cell: 9, headingGap: 8, blockGap: 6, lineGap: 1.5 },
  compact: { title: 15, subtitle: 8.5, h2: 10, h3: 8.5, body: 7.8, small: 6.9, cell: 7.4, headingGap: 5, blockGap: 3.5, lineGap: 0.8 },
};
type Style = (typeof styles)[keyof typeof styles];

/** Where a page's content starts: under its mark, when it has one. */
const top = (document: Document) => page.margin + (document.pageMark ? markSpace : 0);

interface Drawing {
  doc: Doc;
  document: Document;
  root: Struct;
  style: Style;
}

/**
 * A table: the header row on a tint, each row's first cell heading it, group rows spanning the
 * table in bold. A row that does not fit starts a new page with the header row again.
 */
function drawTable({ doc, document, root, style }: Drawing, block: Extract<DocumentBlock, { kind: 'table' }>): void {
  const pad = 3;
  const xs = block.widths.reduce<number[]>((acc, _, i) => [...acc, i === 0 ? page.margin : acc[i - 1]! + block.widths[i - 1]! * contentWidth], []);
  const width = (i: number) => block.widths[i]! * contentWidth - 2 * pad;
  const align = (i: number) => (block.right?.includes(i) ? 'right' : 'left');
  const heightOf = (cells: string[], font: 'regular' | 'bold') =>
    Math.max(...cells.map((cell, i) => doc.font(i === 0 || font === 'bold' ? 'bold' : 'regular').fontSize(style.cell).heightOfString(cell, { width: width(i) })));
  const table = doc.struct('Table', { title: block.caption });
  root.add(table);

  const header = () => {
    const y = doc.y;
    doc.markContent('Artifact', { type: 'Layout' });
    doc.rect(page.margin, y, contentWidth, headerHeight).fill(tint);
    doc.endMarkedContent();
    const row = doc.struct('TR');
    table.add(row);
    block.columns.forEach((cell, i) =>
      row.add(tagged(doc, 'TH', () => doc.font('bold').fontSize(style.cell).fillColor(ink).text(cell, xs[i]! + pad, y + pad, { width: width(i), align: align(i) }))),
    );
    row.end();
    doc.y = y + headerHeight;
  };

  const rowHeight = (entry: (typeof block.rows)[number]) =>
    ('group' in entry ? doc.font('bold').fontSize(style.cell).heightOfString(entry.group, { width: contentWidth - 2 * pad }) : heightOf(entry.cells, 'regular')) + 2 * pad;
  const headerHeight = heightOf(block.columns, 'bold') + 2 * pad;
  const whole = headerHeight + block.rows.reduce((sum, entry) => sum + rowHeight(entry), 0);
  // Kept on one page when it fits on one; otherwise at least the header and a few rows together.
  ensureRoom(doc, whole <= bottom - top(document) ? whole : headerHeight + 30);
  header();
  for (const entry of block.rows) {
    const cells = 'group' in entry ? [entry.group] : entry.cells;
    const height = rowHeight(entry);
    if (doc.y + height > bottom) {
      ensureRoom(doc, height + 40);
      header();
    }
    const y = doc.y;
    const row = doc.struct('TR');
    table.add(row);
    if ('group' in entry) {
      row.add(tagged(doc, 'TH', () => doc.font('bold').fontSize(style.cell).fillColor(green).text(entry.group, page.margin + pad, y + pad, { width: contentWidth - 2 * pad })));
    } else {
      cells.forEach((cell, i) =>
        row.add(
          tagged(doc, i === 0 ? 'TH' : 'TD', () =>
            doc.font(i === 0 ? 'bold' : 'regular').fontSize(style.cell).fillColor(ink).text(cell, xs[i]! + pad, y + pad, { width: width(i), align: align(i) }),
          ),
        ),
      );
    }
    row.end();
    doc.y = y + height;
    drawRule(doc, rule);
  }
  table.end();
  doc.x = page.margin;
  doc.y += style.blockGap + 2;
}

/** The PRIIPs scale: seven numbered boxes, the fund's class filled, 'lower' and 'higher' risk under its ends. */
function drawRiskScale({ doc, root }: Drawing, block: Extract<DocumentBlock, { kind: 'riskScale' }>): void {
  const box = 28;
  const gap = 4;
  const width = block.max * box + (block.max - 1) * gap;
  ensureRoom(doc, box + 36);
  const top = doc.y + 4;
  root.add(
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
            .text(String(step), x, top + 8, { width: box, align: 'center', lineBreak: false });
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
  root.add(
    tagged(doc, 'P', () =>
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(ink)
        .text(block.label, page.margin + width + 16, top + 8, { width: contentWidth - width - 16 }),
    ),
  );
  doc.x = page.margin;
  doc.y = top + box + 26;
}

/** A breakdown as a table of name, bar and share; the bars are drawn, the figures are text. */
function drawShares({ doc, root }: Drawing, block: Extract<DocumentBlock, { kind: 'shares' }>): void {
  const nameWidth = contentWidth * 0.42;
  const valueWidth = 48;
  const barX = page.margin + nameWidth + 8;
  const barWidth = contentWidth - nameWidth - valueWidth - 16;
  const largest = Math.max(...block.rows.map((row) => row.share), 1);
  const table = doc.struct('Table', { title: block.caption });
  root.add(table);
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

function drawBlock(drawing: Drawing, block: DocumentBlock): void {
  const { doc, root, style } = drawing;
  switch (block.kind) {
    case 'heading': {
      const level = block.level ?? 2;
      // Kept with the first lines of what it heads.
      ensureRoom(doc, level === 2 ? 72 : 48);
      doc.y += level === 2 ? style.headingGap : style.headingGap / 2;
      const size = level === 2 ? style.h2 : style.h3;
      root.add(tagged(doc, `H${level}`, () => doc.font('bold').fontSize(size).fillColor(level === 2 ? green : ink).text(block.text, page.margin, doc.y, { width: contentWidth })));
      doc.y += style.blockGap / 2;
      return;
    }
    case 'paragraph': {
      const size = block.small ? style.small : style.body;
      doc.font(block.strong ? 'bold' : 'regular').fontSize(size);
      ensureRoom(doc, Math.min(doc.heightOfString(block.text, { width: contentWidth, lineGap: style.lineGap }), 48));
      root.add(
        tagged(doc, 'P', () => doc.fillColor(block.small ? muted : ink).text(block.text, page.margin, doc.y, { width: contentWidth, lineGap: style.lineGap })),
      );
      doc.y += style.blockGap;
      return;
    }
    case 'facts':
      drawFacts(doc, root, block.rows, colours, { fontSize: style.cell });
      return;
    case 'riskScale':
      drawRiskScale(drawing, block);
      return;
    case 'shares':
      drawShares(drawing, block);
      return;
    case 'table':
      drawTable(drawing, block);
      return;
  }
}

/** The furniture of every page besides the footer: the watermark and the mark at the top. */
function drawPageFurniture(doc: Doc, document: Document): void {
  if (document.watermark) {
    doc.save();
    doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
    doc.font('bold').fontSize(110).fillColor(green).fillOpacity(0.07);
    doc.text(document.watermark, 0, page.height / 2 - 60, { width: page.width, align: 'center', lineBreak: false });
    doc.restore();
  }
  if (document.pageMark) {
    const y = page.margin - 24;
    doc.rect(page.margin, y, contentWidth, 18).fill(green);
    doc.font('bold').fontSize(8.5).fillColor('#ffffff').text(document.pageMark, page.margin + 8, y + 5, { width: contentWidth - 16, lineBreak: false, ellipsis: true });
  }
}

/**
 * Draws a document as a tagged PDF (headings, paragraphs, tables, the scale as a figure with its
 * text; page furniture as artifacts) in the document's language, with pdfkit and Inter from
 * node_modules: nothing is fetched. `created` is the document's date, so the same blocks give the
 * same file.
 */
export function drawDocument(document: Document, fonts: DocumentFonts, created: Date): Promise<Buffer> {
  const style = document.compact ? styles.compact : styles.regular;
  const { locale, title, author, subtitle, footer, pageLabel } = document;
  const description = { locale, title, author, subject: subtitle, created, footer, pageLabel, ink: colours, top: top(document), furniture: (doc: Doc) => drawPageFurniture(doc, document) };
  return drawPdf(description, fonts, (doc, root) => {
    root.add(tagged(doc, 'H1', () => doc.font('bold').fontSize(style.title).fillColor(ink).text(title, { width: contentWidth })));
    doc.y += 2;
    root.add(tagged(doc, 'P', () => doc.font('regular').fontSize(style.subtitle).fillColor(muted).text(subtitle, { width: contentWidth })));
    doc.y += style.headingGap;
    const drawing: Drawing = { doc, document, root, style };
    for (const block of document.blocks) drawBlock(drawing, block);
  });
}
