import { countByCategory, filterCompanies, searchKey, type CompanyCategory } from './companyFilter';

const c = (name: string, category: CompanyCategory) => ({ name, category });
const companies = [
  c('Ørsted', 'UTILITIES'),
  c('Nestlé', 'CONSUMER_STAPLES'),
  c('Vestas Wind Systems', 'INDUSTRIALS'),
  c('Schneider Electric', 'INDUSTRIALS'),
];

describe('company filter', () => {
  it('filters by category', () => {
    expect(filterCompanies(companies, { category: 'INDUSTRIALS', query: '' }).map((x) => x.name)).toEqual([
      'Vestas Wind Systems',
      'Schneider Electric',
    ]);
  });

  it('searches names ignoring case and accents', () => {
    expect(filterCompanies(companies, { category: null, query: 'orsted' }).map((x) => x.name)).toEqual(['Ørsted']);
    expect(filterCompanies(companies, { category: null, query: ' NESTLE ' }).map((x) => x.name)).toEqual(['Nestlé']);
    expect(filterCompanies(companies, { category: null, query: 'wind' }).map((x) => x.name)).toEqual([
      'Vestas Wind Systems',
    ]);
  });

  it('combines category and search', () => {
    expect(filterCompanies(companies, { category: 'UTILITIES', query: 'schneider' })).toEqual([]);
    expect(filterCompanies(companies, { category: 'INDUSTRIALS', query: 'schn' }).map((x) => x.name)).toEqual([
      'Schneider Electric',
    ]);
  });

  it('counts companies per category, all 11 categories present', () => {
    const counts = countByCategory(companies);
    expect(Object.keys(counts)).toHaveLength(11);
    expect(counts.INDUSTRIALS).toBe(2);
    expect(counts.FINANCIALS).toBe(0);
  });

  it('normalises search keys', () => {
    expect(searchKey('  Straße  Öl ')).toBe('strasse ol');
  });
});
