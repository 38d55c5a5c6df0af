/** The 11 company categories of SPEC §3 (the content layer's `CompanyCategory`). */
export const companyCategories = [
  'OTHER',
  'HEALTH_CARE',
  'INDUSTRIALS',
  'REAL_ESTATE',
  'INFORMATION_TECHNOLOGY',
  'COMMUNICATION_SERVICES',
  'CONSUMER_DISCRETIONARY',
  'CONSUMER_STAPLES',
  'UTILITIES',
  'MATERIALS',
  'FINANCIALS',
] as const;
export type CompanyCategory = (typeof companyCategories)[number];

export interface CompanyFilter {
  category: CompanyCategory | null;
  query: string;
}

interface FilterableCompany {
  name: string;
  category: CompanyCategory;
}

/** Lower case without accents: "orsted" finds "Ørsted", "nestle" finds "Nestlé". */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/gi, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Companies in the category (if one is chosen) whose name contains the query, in the given order. */
export function filterCompanies<T extends FilterableCompany>(companies: readonly T[], filter: CompanyFilter): T[] {
  const query = searchKey(filter.query);
  return companies.filter(
    (company) =>
      (filter.category === null || company.category === filter.category) &&
      (query === '' || searchKey(company.name).includes(query)),
  );
}

/** How many companies each category has (categories without companies count 0). */
export function countByCategory(companies: readonly FilterableCompany[]): Record<CompanyCategory, number> {
  const counts = Object.fromEntries(companyCategories.map((c) => [c, 0])) as Record<CompanyCategory, number>;
  for (const company of companies) counts[company.category] += 1;
  return counts;
}
