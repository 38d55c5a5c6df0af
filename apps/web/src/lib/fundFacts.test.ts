import {
  formatCountry,
  formatFundFact,
  formatFundPercent,
  formatIsin,
  formatWkn,
  fundFactKeys,
  fundFactRows,
  type FundFactsInput,
} from './fundFacts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const fund: FundFactsInput = {
  isin: 'de000a2qdr42',
  wkn: 'a2qdr4',
  accountFee: 0,
  distributionType: 'ACCUMULATING',
  estimatedReturnOnInvestment: 6.5,
  fundCompany: 'Green Invest KVG',
  investmentHorizon: '5+ years',
  investmentUniverse: 'Global equities',
  issueCountry: 'LU',
  issueDate: '2021-03-01',
  issueSurcharge: 0,
  netAssetValue: 45_250_000,
  netAssetValuePerShare: 112.4,
  orderFee: 1,
  portfolioManager: 'Jane Doe',
  targetAudience: 'Private investors',
  totalExpenseRatio: 0.45,
};

const labels = {
  en: { ACCUMULATING: 'Reinvesting', DISTRIBUTING: 'Distributing' },
  de: { ACCUMULATING: 'Thesaurierend', DISTRIBUTING: 'Ausschüttend' },
};

describe('fund fact formatting', () => {
  it.each([
    [0.45, '0.45%', '0,45 %'],
    [6.5, '6.5%', '6,5 %'],
    [0, '0%', '0 %'],
  ])('percent %p -> en %s, de %s', (value, en, de) => {
    expect(plain(formatFundPercent(value, 'en-EU'))).toBe(en);
    expect(plain(formatFundPercent(value, 'de-DE'))).toBe(de);
  });

  it.each([
    [1234.5, '€1,234.50', '1.234,50 €'],
    [1, '€1.00', '1,00 €'],
    [45_250_000, '€45,250,000', '45.250.000 €'],
  ])('EUR %p -> en %s, de %s', (value, en, de) => {
    const facts = { ...fund, netAssetValuePerShare: value };
    expect(plain(formatFundFact('netAssetValuePerShare', facts, 'en-EU', labels.en))).toBe(en);
    expect(plain(formatFundFact('netAssetValuePerShare', facts, 'de-DE', labels.de))).toBe(de);
  });

  it('normalises ISIN and WKN and rejects malformed ones', () => {
    expect(formatIsin(' de000a2qdr42 ')).toBe('DE000A2QDR42');
    expect(() => formatIsin('DE000A2QDR4')).toThrow('Not an ISIN');
    expect(formatWkn('a2qdr4')).toBe('A2QDR4');
    expect(() => formatWkn('A2QD')).toThrow('Not a WKN');
  });

  it('names the issue country in the locale', () => {
    expect(formatCountry('LU', 'en-EU')).toBe('Luxembourg');
    expect(formatCountry('lu', 'de-DE')).toBe('Luxemburg');
  });

  it('lists every fact of §3 (breakdowns aside), ACCUMULATING as Reinvesting / Thesaurierend', () => {
    const en = Object.fromEntries(fundFactRows(fund, 'en-EU', labels.en).map((r) => [r.key, plain(r.value)]));
    const de = Object.fromEntries(fundFactRows(fund, 'de-DE', labels.de).map((r) => [r.key, plain(r.value)]));
    expect(Object.keys(en)).toEqual(fundFactKeys);
    expect(fundFactKeys).toHaveLength(17);
    expect(en).toEqual({
      isin: 'DE000A2QDR42',
      wkn: 'A2QDR4',
      accountFee: '€0.00',
      distributionType: 'Reinvesting',
      estimatedReturnOnInvestment: '6.5%',
      fundCompany: 'Green Invest KVG',
      investmentHorizon: '5+ years',
      investmentUniverse: 'Global equities',
      issueCountry: 'Luxembourg',
      issueDate: '1 March 2021',
      issueSurcharge: '0%',
      netAssetValue: '€45,250,000',
      netAssetValuePerShare: '€112.40',
      orderFee: '€1.00',
      portfolioManager: 'Jane Doe',
      targetAudience: 'Private investors',
      totalExpenseRatio: '0.45%',
    });
    expect(de).toMatchObject({
      accountFee: '0,00 €',
      distributionType: 'Thesaurierend',
      estimatedReturnOnInvestment: '6,5 %',
      issueCountry: 'Luxemburg',
      issueDate: '1. März 2021',
      netAssetValue: '45.250.000 €',
      netAssetValuePerShare: '112,40 €',
      totalExpenseRatio: '0,45 %',
    });
  });
});
