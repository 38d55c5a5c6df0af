/** @jest-environment node */
import { documentTexts } from '@site/documents';
import { readLegalIdentity, readSiteConfig } from '@site/config';
import { factsheet } from './model';
import { fundDocuments } from './paths';
import { factsheetInput } from './write';

/** The local defaults, whatever the environment of the test run. */
const localConfig = { site: readSiteConfig({}), identity: readLegalIdentity({}) };

// The inputs the build uses: the bundled content, the catalogues and the local configuration.
const inputs = Promise.all([factsheetInput('de-DE', localConfig), factsheetInput('en-EU', localConfig)]);

describe('the factsheet', () => {
  it('is a marketing communication on every page, and refers to the prospectus and the KID as ESMA asks: where, in which languages', async () => {
    const [de, en] = await inputs;
    const german = factsheet(de);
    expect(german.pageMark).toBe('Marketing-Anzeige');
    expect(german.blocks[0]).toEqual({
      kind: 'paragraph',
      strong: true,
      text: 'Bitte lies den Verkaufsprospekt des OGAW und das Basisinformationsblatt, bevor du eine endgültige Anlageentscheidung triffst.',
    });
    const english = factsheet(en);
    expect(english.pageMark).toBe('Marketing communication');
    expect(english.blocks[0]).toMatchObject({ text: 'Please refer to the prospectus of the UCITS and to the KID before making any final investment decisions.' });
    expect(english.blocks[1]).toEqual({
      kind: 'paragraph',
      text:
        `The key information document (KID) of 30 September 2025, version 4, is available free of charge in German and English at ${en.keyInformationUrl}. ` +
        'The prospectus is available free of charge in German from Greenfield Asset Management GmbH at https://www.greenfield-am.example/zukunftsfonds/verkaufsprospekt.',
    });
    // The KID it names is the content's, in the factsheet's language.
    expect(en.keyInformationUrl).toBe(`http://localhost:3000${en.fund.keyInformation!.document.url}`);
    expect(de.keyInformationUrl).toMatch(/\/basisinformationsblatt-zukunftsfonds\.pdf$/);
  });

  it('lists every holding, industry and country with its share, and shows the return only as a fact beside its warning', async () => {
    const [, en] = await inputs;
    const document = factsheet(en);
    const texts = documentTexts(document);
    expect(document.title).toBe('Evergreen Future Fund: Factsheet');
    for (const share of [...en.fund.composition, ...en.fund.industries, ...en.fund.countries]) expect(texts).toContain(share.label);
    expect(texts).toEqual(expect.arrayContaining(['4.4%', '22.2%', 'Risk class 4 of 7', '€148,250,000']));
    const headings = document.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
    expect(headings.join(' ')).not.toMatch(/return/i);
    const returnAt = document.blocks.findIndex((block) => block.kind === 'facts' && block.rows[0]![0] === 'Estimated return per year');
    expect(document.blocks[returnAt + 1]).toEqual({ kind: 'paragraph', text: en.notices.fundRisk, strong: true });
    expect(document.footer).toBe('Evergreen GmbH, Greifswalder Straße 212, 10405 Berlin');
    expect(document.pageLabel(1, 2)).toBe('Page 1 of 2');
  });

  it('says where to get the KID from the fund company while the content has none', async () => {
    const [, en] = await inputs;
    const withoutKid = { ...en, fund: { ...en.fund, keyInformation: undefined }, keyInformationUrl: undefined };
    expect(factsheet(withoutKid).blocks[1]).toMatchObject({ text: expect.stringMatching(/^The key information document \(KID\) is available free of charge from Greenfield Asset Management GmbH\. The prospectus/) });
  });
});

describe("the fund's return figure", () => {
  it('is named with the word its risk warning uses, in both locales (estimated, not expected)', async () => {
    for (const input of await inputs) {
      const label = input.t('InvestingPage.facts.estimatedReturnOnInvestment');
      // 'Geschätzte Rendite pro Jahr' and '… die geschätzte Rendite ist nicht garantiert …'.
      const figure = label.split(' ').slice(0, 2).join(' ').toLowerCase();
      expect(input.notices.fundRisk.toLowerCase()).toContain(figure);
    }
  });
});

describe("the fund's documents as the page links them", () => {
  it("are the fund company's KID of the page's language first, then the factsheet, each with its date", async () => {
    const [de] = await inputs;
    const links = fundDocuments(de.fund, 'de-DE', 'https://www.bank.test');
    expect(links).toEqual([
      { kind: 'keyInformation', path: de.fund.keyInformation!.document.url, url: `https://www.bank.test${de.fund.keyInformation!.document.url}`, date: '2025-09-30', version: '4' },
      { kind: 'factsheet', path: '/de-DE/investing/factsheet.pdf', url: 'https://www.bank.test/de-DE/investing/factsheet.pdf', date: '2025-09-30' },
    ]);
    expect(fundDocuments({ ...de.fund, keyInformation: undefined }, 'de-DE', 'https://www.bank.test').map((link) => link.kind)).toEqual(['factsheet']);
  });
});
