/** @jest-environment node */
import { dirname, join } from 'node:path';
import { definePDFJSModule, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { drawFundDocument, fontsourceFonts } from './draw';
import { documentTexts, fundDocument } from './model';
import { fundDocumentKinds } from './paths';
import { readLegalIdentity, readSiteConfig } from '@site/config';
import { fundDocumentInput } from './write';

/** The local defaults, whatever the environment of the test run. */
const localConfig = { site: readSiteConfig({}), identity: readLegalIdentity({}) };

// unpdf imports PDF.js dynamically, which Jest's module sandbox cannot; it is handed over instead.
beforeAll(() => definePDFJSModule(() => Promise.resolve(jest.requireActual(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs')))));

const fonts = fontsourceFonts(dirname(require.resolve('@fontsource/inter/package.json')));
const created = new Date('2025-09-30T00:00:00Z');
/** Text as a reader's copy-and-paste gets it, without the line breaks the layout chose. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the fund documents as PDF', () => {
  for (const locale of ['de-DE', 'en-EU'] as const) {
    for (const kind of fundDocumentKinds) {
      it(`hold every text of the ${kind} (${locale}), tagged, in its language, on A4`, async () => {
        const document = fundDocument(kind, await fundDocumentInput(locale, localConfig));
        const bytes = await drawFundDocument(document, fonts, created);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const pdf = await getDocumentProxy(new Uint8Array(bytes));
        const { text } = await extractText(pdf, { mergePages: true });
        const all = squeeze(text);
        for (const part of documentTexts(document)) expect(all).toContain(squeeze(part));
        const { info } = await getMeta(pdf);
        expect(info).toMatchObject({ Title: document.title, Author: 'Evergreen GmbH', Language: locale });
        expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
        const page = await pdf.getPage(1);
        expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
        // A key information document may have three pages at most (PRIIPs).
        if (kind === 'keyInformation') expect(pdf.numPages).toBeLessThanOrEqual(3);
      });
    }
  }

  it('is the same file for the same content: the date of the figures is its date', async () => {
    const document = fundDocument('factsheet', await fundDocumentInput('en-EU', localConfig));
    const [first, second] = await Promise.all([drawFundDocument(document, fonts, created), drawFundDocument(document, fonts, created)]);
    expect(first.equals(second)).toBe(true);
  });
});
