/** @jest-environment node */
import { fundFactRows } from '../fundFacts';
import { documentTexts, fundDocument } from './model';
import { readLegalIdentity, readSiteConfig } from '@site/config';
import { fundDocumentInput } from './write';

/** The local defaults, whatever the environment of the test run. */
const localConfig = { site: readSiteConfig({}), identity: readLegalIdentity({}) };

// The inputs the build uses: the bundled content, the catalogues and the local configuration.
const inputs = Promise.all([fundDocumentInput('de-DE', localConfig), fundDocumentInput('en-EU', localConfig)]);

describe('the fund documents', () => {
  it('say in the key information document what the fund page says: the figures, the risk class and the warnings', async () => {
    const [de] = await inputs;
    const kid = fundDocument('keyInformation', de);
    const texts = documentTexts(kid);
    expect(kid.title).toBe('Basisinformationsblatt');
    expect(kid.subtitle).toBe('Evergreen Zukunftsfonds · ISIN DE000A2QJ1V2 · Stand der Zahlen: 30. September 2025');
    const page = fundFactRows(de.fund, 'de-DE', { ACCUMULATING: 'Thesaurierend', DISTRIBUTING: 'Ausschüttend' });
    for (const key of ['isin', 'wkn', 'totalExpenseRatio', 'issueSurcharge', 'orderFee', 'accountFee', 'estimatedReturnOnInvestment'] as const) {
      expect(texts).toContain(page.find((row) => row.key === key)!.value);
    }
    expect(texts).toEqual(expect.arrayContaining(['Risikoklasse 4 von 7', de.notices.riskIndicator, de.notices.fundRisk]));
    expect(kid.blocks).toContainEqual(expect.objectContaining({ kind: 'riskScale', value: 4, max: 7 }));
    // How to complain: the company of the configuration; and where the factsheet is.
    expect(texts.join('\n')).toContain('Schreib an Evergreen GmbH, Greifswalder Straße 212, 10405 Berlin, oder an hello@evergreen-bank.eu.');
    expect(texts.join('\n')).toContain('http://localhost:3000/de-DE/investing/factsheet.pdf');
  });

  it('list in the factsheet every holding, industry and country with its share, and point to the key information document', async () => {
    const [, en] = await inputs;
    const factsheet = fundDocument('factsheet', en);
    const texts = documentTexts(factsheet);
    expect(factsheet.title).toBe('Evergreen Future Fund: Factsheet');
    for (const share of [...en.fund.composition, ...en.fund.industries, ...en.fund.countries]) expect(texts).toContain(share.label);
    expect(texts).toEqual(expect.arrayContaining(['3.4%', '69.2%', 'Risk class 4 of 7', '€148,250,000']));
    expect(texts[2]).toBe('Marketing communication. Read the key information document before you invest: http://localhost:3000/en-EU/investing/key-information-document.pdf');
    expect(factsheet.footer).toBe('Evergreen GmbH, Greifswalder Straße 212, 10405 Berlin');
    expect(factsheet.pageLabel(1, 2)).toBe('Page 1 of 2');
  });
});
