import { dirname, join } from 'node:path';
import { definePDFJSModule, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { documentTexts, type Document } from './blocks';
import { drawDocument } from './draw';
import { fontsourceFonts } from './pdf';

// unpdf imports PDF.js dynamically, which Jest's module sandbox cannot; it is handed over instead.
beforeAll(() => definePDFJSModule(() => Promise.resolve(jest.requireActual(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs')))));

const fonts = fontsourceFonts(dirname(require.resolve('@fontsource/inter/package.json')));
const created = new Date('2025-09-30T00:00:00Z');
/** Text as a reader's copy-and-paste gets it, without the line breaks the layout chose. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

const table = (rows: number) => ({
  kind: 'table' as const,
  caption: 'Scenarios',
  columns: ['Scenario', 'After 1 year', 'After 5 years'],
  widths: [0.5, 0.25, 0.25],
  right: [1, 2],
  rows: [
    { group: 'Minimum: there is no minimum guaranteed return.' },
    ...Array.from({ length: rows }, (_, i) => ({ cells: [`Scenario ${i + 1}`, `€${1000 + i}`, `${i}.5%`] })),
  ],
});

const sample: Document = {
  locale: 'en-EU',
  title: 'A document',
  subtitle: 'As of 30 September 2025',
  author: 'Evergreen GmbH',
  footer: 'Evergreen GmbH, Greifswalder Straße 212, 10405 Berlin',
  pageLabel: (page, pages) => `Page ${page} of ${pages}`,
  pageMark: 'SAMPLE: not a real document',
  watermark: 'SAMPLE',
  blocks: [
    { kind: 'heading', text: 'Purpose' },
    { kind: 'paragraph', text: 'What this document is for.' },
    { kind: 'heading', text: 'Details', level: 3 },
    { kind: 'facts', rows: [['ISIN', 'DE000A2QJ1V8']] },
    { kind: 'riskScale', value: 4, max: 7, label: 'Risk class 4 of 7', lower: 'Lower risk', higher: 'Higher risk' },
    { kind: 'shares', caption: 'Countries', rows: [{ label: 'Germany', share: 24.2, value: '24.2%' }] },
    table(50),
    { kind: 'paragraph', text: 'A note under the table.', small: true },
  ],
};

describe('drawDocument', () => {
  it('holds every text of the document, tagged, in its language, on A4, with the mark on every page', async () => {
    const bytes = await drawDocument(sample, fonts, created);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const all = squeeze(text);
    for (const part of documentTexts(sample)) expect(all).toContain(squeeze(part));
    const { info } = await getMeta(pdf);
    expect(info).toMatchObject({ Title: 'A document', Author: 'Evergreen GmbH', Language: 'en-EU' });
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    expect((await pdf.getPage(1)).view.map(Math.round)).toEqual([0, 0, 595, 842]);
    // Fifty rows run over a page: the header row is repeated, and every page has its mark.
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text: pages } = await extractText(pdf, { mergePages: false });
    for (const pageText of pages) {
      expect(squeeze(pageText)).toContain(squeeze(sample.pageMark!));
      expect(squeeze(pageText)).toContain('SAMPLE');
    }
    expect(squeeze(pages[1]!)).toContain('Scenario' + 'After1year' + 'After5years');
  });

  it('is the same file for the same blocks: the given date is its date', async () => {
    const [first, second] = await Promise.all([drawDocument(sample, fonts, created), drawDocument(sample, fonts, created)]);
    expect(first.equals(second)).toBe(true);
  });
});
