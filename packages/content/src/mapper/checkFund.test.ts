import type { RawEntry } from '../exportFormat';
import { isinCheckDigit, isinProblem, wknOfIsin } from '../isin';
import { ContentError } from '../ContentError';
import { bundledData as data, conflictsOf, mapBundled as map } from './figureTesting';

type Line = { key: string; label: string; share?: number };
const fundEntry = data.entries.find((e) => e.sys.id === 'fund-main')!;
const breakdown = (field: string, locale = 'en-EU') => fundEntry.fields[field]![locale] as Line[];

/** The entries with fields of some entries replaced: `{ entryId: { field: { locale: value } } }`. */
function changed(changes: Record<string, Record<string, Record<string, unknown>>>): RawEntry[] {
  return data.entries.map((e) => (changes[e.sys.id] ? { ...e, fields: { ...e.fields, ...changes[e.sys.id] } } : e));
}
const shared = (value: unknown) => ({ 'en-EU': value });
/** A breakdown of both locales with some lines' shares changed. */
const reshared = (field: string, shares: Record<string, number>) =>
  Object.fromEntries(['de-DE', 'en-EU'].map((locale) => [locale, breakdown(field, locale).map((line) => (line.key in shares ? { ...line, share: shares[line.key] } : line))]));

describe('ISIN and WKN (ISO 6166)', () => {
  it('computes the check digit over the letters written as numbers', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('DE000BASF11')).toBe(1);
    expect(isinProblem('DE0005140008')).toBeUndefined();
    expect(isinProblem('DE000A2QJ1V2')).toBe('fails its ISO 6166 check digit (expected DE000A2QJ1V8)');
    expect(isinProblem('DE000A2QJ1V')).toMatch(/^is not an ISIN/);
  });

  it("finds the WKN in a German ISIN's characters 6 to 11, and none in another country's", () => {
    expect(wknOfIsin('DE000A2QJ1V8')).toBe('A2QJ1V');
    expect(wknOfIsin('US0378331005')).toBeUndefined();
  });
});

describe("the fund's figures add up, or the build fails naming the entries", () => {
  it('passes the bundled content in both locales', () => {
    expect(() => map(data.entries, 'de-DE')).not.toThrow();
    expect(conflictsOf(data.entries)).toEqual([]);
  });

  it('refuses an ISIN that fails its check digit (the sample of issue 47)', () => {
    expect(conflictsOf(changed({ 'fund-main': { isin: shared('DE000A2QJ1V2') } }))).toEqual([
      "fund 'fund-main' (content type 'fund', field 'isin': DE000A2QJ1V2) fails its ISO 6166 check digit (expected DE000A2QJ1V8)",
    ]);
  });

  it("refuses a WKN that is not the German ISIN's national part", () => {
    expect(conflictsOf(changed({ 'fund-main': { wkn: shared('A2QJ1X') } }))).toEqual([
      "fund 'fund-main' (content type 'fund', field 'wkn': A2QJ1X) is not the national part of its ISIN DE000A2QJ1V8 (characters 6 to 11: A2QJ1V)",
    ]);
  });

  it('refuses company weights that add up to more than the fund holds in companies, naming every company', () => {
    // 5 % cash leaves 95 % in companies; the forty companies hold 97 %.
    const conflicts = conflictsOf(changed({ 'fund-main': { composition: reshared('composition', { CASH: 5 }) } }));
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatch(/^40 company entries' field 'portfolioWeight' \('company-altbau-renova' 2\.1 %, .*'company-solarwerk-nord' 4\.4 %, .*; together 97 %\) must be at most what fund 'fund-main' \(content type 'fund', field 'composition': 95 % in companies, 100 % minus the CASH line\) holds in companies: the companies are holdings of the fund$/);
  });

  it("refuses an industry's companies that weigh more than the fund's industry line (Financials of issue 47)", () => {
    const conflicts = conflictsOf(changed({ 'fund-main': { industries: reshared('industries', { FINANCIALS: 3.2, UTILITIES: 15.9 }) } }));
    expect(conflicts).toEqual([
      "3 company entries' field 'portfolioWeight' ('company-community-bank' 1.4 %, 'company-ethical-insurance' 1.8 %, 'company-microfinance-europe' 2.3 %; together 5.5 %) " +
        "must be at most fund 'fund-main' (content type 'fund', field 'industries': line FINANCIALS 'Financials' 3.2 %): each company's industry is part of the fund's",
    ]);
  });

  it("refuses companies of unlisted countries that weigh more than the fund's computed 'other countries'", () => {
    // Two more points for Germany leave two fewer for the other countries (computed: 100 % minus the rest).
    const conflicts = conflictsOf(changed({ 'fund-main': { countries: reshared('countries', { DE: 26.2 }) } }));
    expect(conflicts).toEqual([
      "9 company entries' field 'portfolioWeight' ('company-battery-recycling' 2 %, 'company-circular-steelworks' 2.3 %, 'company-fairtrade-coffee' 1.5 %, " +
        "'company-fibrenet' 2.7 %, 'company-greenspace-reit' 2.4 %, 'company-gridflex' 2.4 %, 'company-microfinance-europe' 2.3 %, 'company-recycled-paper' 2.6 %, " +
        "'company-windkraft-baltic' 4 %; together 22.2 %) must be at most fund 'fund-main' (content type 'fund', field 'countries': line OTHER 'Other countries' 20.2 %): " +
        "each company's country is part of the fund's",
    ]);
  });

  it("refuses companies whose country has no line and no OTHER line to count towards", () => {
    const countries = Object.fromEntries(
      ['de-DE', 'en-EU'].map((locale) => [locale, [...breakdown('countries', locale).filter((line) => line.key !== 'OTHER' && line.key !== 'DE'), { key: 'DE', label: 'Germany', share: 46.4 }]]),
    );
    const conflicts = conflictsOf(changed({ 'fund-main': { countries } }));
    expect(conflicts).toEqual([expect.stringMatching(/^9 company entries' .* are in no line of fund 'fund-main' \(content type 'fund', field 'countries': no line for NO, ES, IE, PT, FI, LU, DK and no OTHER line\): each company's country is part of the fund's$/)]);
  });

  it("computes the OTHER lines from the rest, and refuses one typed in", () => {
    const { fund } = map(data.entries);
    for (const field of ['composition', 'industries', 'countries'] as const) {
      const lines = fund[field];
      expect(lines.reduce((sum, line) => sum + line.share, 0)).toBeCloseTo(100, 6);
      expect(breakdown(field).find((line) => line.key === 'OTHER')).not.toHaveProperty('share');
    }
    expect(fund.countries.find((line) => line.key === 'OTHER')?.share).toBe(22.2);
    const typed = Object.fromEntries(['de-DE', 'en-EU'].map((locale) => [locale, breakdown('countries', locale).map((line) => (line.key === 'OTHER' ? { ...line, share: 18.5 } : line))]));
    expect(() => map(changed({ 'fund-main': { countries: typed } }))).toThrow(ContentError);
    expect(() => map(changed({ 'fund-main': { countries: typed } }))).toThrow(/field 'countries', locale 'en-EU': item 9: the 'OTHER' line's share is computed from the others/);
  });

  it('refuses a breakdown without an OTHER line that does not add up to 100 %', () => {
    const industries = Object.fromEntries(['de-DE', 'en-EU'].map((locale) => [locale, breakdown('industries', locale).filter((line) => line.key !== 'OTHER')]));
    expect(() => map(changed({ 'fund-main': { industries } }))).toThrow(/field 'industries', locale 'en-EU': shares add up to 96\.5 %, not 100 %; add a line \{ "key": "OTHER", "label": … \} for the rest/);
  });
});
