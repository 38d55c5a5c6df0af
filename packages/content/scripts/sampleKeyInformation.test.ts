import { dirname, join } from 'node:path';
import { documentTexts } from '@site/documents';
import { definePDFJSModule, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { documents } from '../source';
import { fund } from '../source/fund';
import { sampleKeyInformation as kid } from '../source/keyInformation';
import { committedDocument } from './bundle';
import { drawSampleKeyInformation, keyInformationFigures, sampleKeyInformationDocument } from './sampleKeyInformation';

// unpdf imports PDF.js dynamically, which Jest's module sandbox cannot; it is handed over instead.
beforeAll(() => definePDFJSModule(() => Promise.resolve(jest.requireActual(join(dirname(require.resolve('unpdf')), 'pdfjs.mjs')))));
jest.setTimeout(120_000);

const fontsourceDir = dirname(require.resolve('@fontsource/inter/package.json'));
const squeeze = (text: string) => text.replace(/\s+/g, '');
/** Blocks with the no-break spaces of the number formats as plain spaces, to compare with what is written here. */
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' ')) as T;

/** The section headings of Annex I of Delegated Regulation (EU) 2017/653, in its order. */
const annexSections = {
  'en-EU': [
    'Purpose',
    'Product',
    'What is this product?',
    'What are the risks and what could I get in return?',
    'What happens if Greenfield Asset Management GmbH is unable to pay out?',
    'What are the costs?',
    'How long should I hold it and can I take money out early?',
    'How can I complain?',
    'Other relevant information',
  ],
  'de-DE': [
    'Zweck',
    'Produkt',
    'Um welche Art von Produkt handelt es sich?',
    'Welche Risiken bestehen und was könnte ich im Gegenzug dafür bekommen?',
    'Was geschieht, wenn Greenfield Asset Management GmbH nicht in der Lage ist, die Auszahlung vorzunehmen?',
    'Welche Kosten entstehen?',
    'Wie lange sollte ich die Anlage halten, und kann ich vorzeitig Geld entnehmen?',
    'Wie kann ich mich beschweren?',
    'Sonstige zweckdienliche Angaben',
  ],
} as const;

describe("the sample fund's key information document", () => {
  it('has every section of Annex I in its order, in both languages', () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      const headings = sampleKeyInformationDocument(locale).blocks.flatMap((block) => (block.kind === 'heading' && (block.level ?? 2) === 2 ? [block.text] : []));
      expect(headings).toEqual(annexSections[locale]);
    }
  });

  it('names the product, its manufacturer, ISIN, website, phone, authority and date, and the fund entry agrees', () => {
    const texts = documentTexts(sampleKeyInformationDocument('en-EU')).join('\n');
    for (const said of ['Evergreen Future Fund', String(fund.fields.fundCompany), String(fund.fields.isin), kid.manufacturer.website, kid.manufacturer.phone, 'BaFin', '30 September 2025 (version 4)']) {
      expect(texts).toContain(said);
    }
    expect(fund.fields.keyInformationDate).toBe(kid.date);
    expect(fund.fields.keyInformationVersion).toBe(kid.version);
  });

  it('shows the risk class with its narrative, the four performance scenarios over the holding period, and both cost tables', () => {
    const document = sampleKeyInformationDocument('en-EU');
    expect(document.blocks).toContainEqual(expect.objectContaining({ kind: 'riskScale', value: fund.fields.summaryRiskIndicator, max: 7 }));
    const tables = plain(document.blocks.filter((block) => block.kind === 'table'));
    expect(tables.map((table) => table.caption)).toEqual(['Performance scenarios', 'Costs over time', 'Composition of costs']);
    const [scenarios, overTime, composition] = tables;
    expect(scenarios!.columns).toEqual(['Recommended holding period: 5 years\nExample investment: EUR 10,000', 'If you exit after 1 year', 'If you exit after 5 years']);
    expect(scenarios!.rows).toContainEqual({ cells: ['Moderate scenario: what you might get back after costs', 'EUR 10,560', 'EUR 13,070'] });
    expect(scenarios!.rows).toContainEqual({ cells: ['Stress scenario: average return each year', '-60.4%', '-19.1%'] });
    expect(scenarios!.rows.filter((row) => 'cells' in row)).toHaveLength(8);
    expect(overTime!.rows).toEqual([{ cells: ['Total costs', 'EUR 101', 'EUR 681'] }, { cells: ['Annual cost impact (*)', '1.0%', '1.1%'] }]);
    expect(composition!.rows).toContainEqual({ group: 'One-off costs upon entry or exit' });
    expect(composition!.rows).toContainEqual({ cells: ['Management fees and other administrative or operating costs', expect.stringMatching(/^0\.89% /), 'EUR 89'] });
  });

  it('adds up: the composition of costs is the first year’s total, and the moderate scenario grows by the return after costs', () => {
    const figures = keyInformationFigures();
    const { entry, exit, management, transaction, performance } = figures.composition;
    expect(entry + exit + management + transaction + performance).toBeCloseTo(figures.costsOverTime.total[0]!, 6);
    expect(kid.investment * (1 + figures.afterCosts / 100) ** kid.holdingYears).toBeCloseTo(kid.scenarios.moderate[1], 6);
    expect(figures.beforeCosts - figures.afterCosts).toBeCloseTo(figures.costsOverTime.impact[1]!, 6);
    expect(management).toBeCloseTo(kid.investment * (Number(fund.fields.totalExpenseRatio) / 100), 6);
  });

  it('says the comprehension alert only where it applies (not for a UCITS fund)', () => {
    const texts = documentTexts(sampleKeyInformationDocument('en-EU'));
    expect(kid.comprehensionAlert).toBe(false);
    expect(texts).not.toContain(kid.texts.comprehensionAlert['en-EU']);
  });

  for (const source of documents) {
    it(`is committed as drawn from the data, at most three A4 pages, marked as a sample on every page (${source.locale})`, async () => {
      const bytes = await drawSampleKeyInformation(source.locale, fontsourceDir);
      expect(bytes.equals(committedDocument(source).bytes)).toBe(true);
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      expect(pdf.numPages).toBeLessThanOrEqual(3);
      expect((await getMeta(pdf)).info).toMatchObject({ Title: kid.texts.title[source.locale], Language: source.locale });
      const { text: pages } = await extractText(pdf, { mergePages: false });
      for (const page of pages) {
        expect(squeeze(page)).toContain(squeeze(kid.texts.sample[source.locale]));
        expect(squeeze(page)).toContain(kid.texts.watermark[source.locale]);
      }
      const all = squeeze(pages.join(''));
      for (const text of documentTexts(sampleKeyInformationDocument(source.locale))) expect(all).toContain(squeeze(text));
    });
  }
});
