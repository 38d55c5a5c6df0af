/** @jest-environment node */
import { dirname, join } from 'node:path';
import { definePDFJSModule, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { readLegalIdentity, readSiteConfig } from '@site/config';
import { getContent } from '@site/content';
import { fontsourceFonts } from '@site/documents';
import { drawFeeDocument } from './draw';
import { feeDocument, feeDocumentTexts } from './model';
import { plansWithFees } from './pageDocument';
import { feeDocumentInput } from './write';

const localConfig = { site: readSiteConfig({}), identity: readLegalIdentity({}) };

// unpdf imports PDF.js dynamically, which Jest's module sandbox cannot; it is handed over instead.
beforeAll(() => definePDFJSModule(() => Promise.resolve(jest.requireActual(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs')))));

const fonts = fontsourceFonts(dirname(require.resolve('@fontsource/inter/package.json')));
const created = new Date('2025-10-01T00:00:00Z');
/** Text as a reader's copy-and-paste gets it, without the line breaks the layout chose. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the fee information documents as PDF', () => {
  // One plan per locale: the drawing is the same for each (the e2e suite fetches every plan's file).
  for (const [locale, slug] of [['de-DE', 'impact'], ['en-EU', 'impact-plus']] as const) {
    it(`hold every text of a plan's document (${locale}), tagged, in its language, on A4, on two pages at most`, async () => {
      const plan = plansWithFees((await getContent(locale)).accountPlans).find((p) => p.slug === slug)!;
      const document = feeDocument(feeDocumentInput(locale, plan, localConfig));
      const bytes = await drawFeeDocument(document, fonts, created);
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      const all = squeeze(text);
      for (const part of feeDocumentTexts(document)) expect(all).toContain(squeeze(part));
      // The headings come in the template's order.
      const at = document.sections.map((s) => all.indexOf(squeeze(s.heading)));
      expect(at).toEqual([...at].sort((a, b) => a - b));
      const { info } = await getMeta(pdf);
      expect(info).toMatchObject({ Title: document.title, Author: 'Partner Bank AG', Language: locale });
      expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
      expect((await pdf.getPage(1)).view.map(Math.round)).toEqual([0, 0, 595, 842]);
      expect(pdf.numPages).toBeLessThanOrEqual(2);
    });
  }

  it('is the same file for the same fees: their date is its date', async () => {
    const plan = plansWithFees((await getContent('en-EU')).accountPlans)[0]!;
    const document = feeDocument(feeDocumentInput('en-EU', plan, localConfig));
    const [first, second] = await Promise.all([drawFeeDocument(document, fonts, created), drawFeeDocument(document, fonts, created)]);
    expect(first.equals(second)).toBe(true);
  });
});
