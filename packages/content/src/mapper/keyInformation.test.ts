import { contentPlaceholders } from '@site/config';
import { readFileSync } from 'node:fs';
import type { ContentfulExport, RawAsset, RawEntry } from '../exportFormat';
import type { ImageMeta } from '../images/imageMeta';
import { bundledExportFile } from '../paths';
import { mapContent } from './mapContent';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const images = new Map<string, ImageMeta>(
  data.assets.map((a) => [a.sys.id, { width: 10, height: 10, webp: `/media/${a.sys.id}.webp`, jpeg: `/media/${a.sys.id}.jpg`, placeholder: 'data:,' }]),
);
const map = (locale: 'de-DE' | 'en-EU', entries: RawEntry[] = data.entries, assets: RawAsset[] = data.assets) =>
  mapContent({ entries, assets }, { locale, images, placeholders: contentPlaceholders({}), mediaBase: '/files' });

/** The entries with fields of the fund replaced (`undefined` removes one). */
const withFund = (fields: Record<string, Record<string, unknown> | undefined>): RawEntry[] =>
  data.entries.map((e) => {
    if (e.sys.id !== 'fund-main') return e;
    const changed = { ...e.fields };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) delete changed[field];
      else changed[field] = value;
    }
    return { ...e, fields: changed };
  });
const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Asset', id } });

describe("the fund's key information document (migration 41)", () => {
  it('is the PDF asset of each language, with its date and version, served below the media folder under its own name', () => {
    const de = map('de-DE').fund.keyInformation!;
    const en = map('en-EU').fund.keyInformation!;
    expect(de.document).toMatchObject({ id: 'kid-fund-main-de-DE', fileName: 'basisinformationsblatt-zukunftsfonds.pdf' });
    expect(de.document.url).toMatch(/^\/files\/documents\/kid-fund-main-de-DE\/[0-9a-f]{10}\/basisinformationsblatt-zukunftsfonds\.pdf$/);
    expect(en.document.url).toMatch(/^\/files\/documents\/kid-fund-main-en-EU\/[0-9a-f]{10}\/key-information-document-future-fund\.pdf$/);
    expect(de.document.bytes).toBeGreaterThan(10_000);
    expect(de).toMatchObject({ date: '2025-09-30', version: '4' });
    expect(en).toMatchObject({ date: '2025-09-30', version: '4' });
  });

  it('is never another language’s: a German page without a German document has none', () => {
    const fund = data.entries.find((e) => e.sys.id === 'fund-main')!;
    const entries = withFund({ keyInformationDocument: { 'en-EU': fund.fields.keyInformationDocument!['en-EU'] } });
    expect(map('de-DE', entries).fund.keyInformation).toBeUndefined();
    expect(map('en-EU', entries).fund.keyInformation?.document.id).toBe('kid-fund-main-en-EU');
  });

  it('refuses a linked asset that is not a PDF, and a document without its date', () => {
    expect(() => map('en-EU', withFund({ keyInformationDocument: { 'de-DE': link('img-hero-home'), 'en-EU': link('img-hero-home') } }))).toThrow(
      "Content error in entry 'fund-main' (content type 'fund'), field 'keyInformationDocument', locale 'en-EU': linked asset 'img-hero-home' is not a PDF (image/svg+xml)",
    );
    expect(() => map('de-DE', withFund({ keyInformationDate: undefined }))).toThrow(
      "Content error in entry 'fund-main' (content type 'fund'), field 'keyInformationDate', locale 'en-EU': required value is missing",
    );
  });

  it("says where the fund company publishes the prospectus, and in which languages", () => {
    expect(map('en-EU').fund.prospectus).toEqual({ url: 'https://www.greenfield-am.example/zukunftsfonds/verkaufsprospekt', languages: ['de'] });
    expect(() => map('en-EU', withFund({ prospectusUrl: { 'en-EU': 'http://greenfield-am.example/prospectus' } }))).toThrow(/field 'prospectusUrl'.*expected an https link/);
  });
});
