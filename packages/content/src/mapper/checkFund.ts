import { isinProblem, wknOfIsin } from '../isin';
import { fundShareKeys, type Company, type Fund, type FundShare, type SiteContent } from '../types';

/**
 * The fund's figures that a reader can check against each other: its identifiers, and its
 * companies against its own breakdowns. The company entries are (some of) the fund's holdings, so
 * their weights cannot add up to more than the fund holds in companies, nor the weights of one
 * industry or country to more than the fund's breakdown gives it. Returned as the conflicts of
 * `checkFigures`, each naming the entries and fields involved.
 */
export function fundConflicts(content: Pick<SiteContent, 'fund' | 'companies'>): string[] {
  const { fund, companies } = content;
  return [...identifierConflicts(fund), ...companyWeightConflicts(fund, companies)];
}

const fundSpot = (fund: Fund, field: string, shown: string) => `fund '${fund.id}' (content type 'fund', field '${field}': ${shown})`;
const percent = (share: number) => `${Math.round(share * 100) / 100} %`;
// Shares are typed to one or two decimals: compare what a reader adds up, not float noise.
const exceeds = (sum: number, limit: number) => sum - limit > 0.005;

function identifierConflicts(fund: Fund): string[] {
  const problem = isinProblem(fund.isin);
  if (problem) return [`${fundSpot(fund, 'isin', fund.isin)} ${problem}`];
  const national = wknOfIsin(fund.isin);
  if (national !== undefined && national !== fund.wkn) {
    return [`${fundSpot(fund, 'wkn', fund.wkn)} is not the national part of its ISIN ${fund.isin} (characters 6 to 11: ${national})`];
  }
  return [];
}

/** 'company 'a' 4.4 %, company 'b' 2.1 %' and their sum: the entries a figure is made of. */
function weights(companies: Company[]): { sum: number; named: string } {
  const sum = companies.reduce((total, c) => total + c.portfolioWeight, 0);
  const named = companies.map((c) => `'${c.id}' ${percent(c.portfolioWeight)}`).join(', ');
  return { sum, named: `${companies.length} company entries' field 'portfolioWeight' (${named}; together ${percent(sum)})` };
}

/**
 * Which line of a breakdown a company counts towards: the line of its own key (its category or
 * country), or, when the breakdown does not list it, the `OTHER` line.
 */
function lineOf(breakdown: FundShare[], key: string): FundShare | undefined {
  const listed = breakdown.find((line) => line.key === key && line.key !== fundShareKeys.cash);
  return listed ?? breakdown.find((line) => line.key === fundShareKeys.other);
}

function companyWeightConflicts(fund: Fund, companies: Company[]): string[] {
  const conflicts: string[] = [];
  const cash = fund.composition.find((line) => line.key === fundShareKeys.cash)?.share ?? 0;
  const inCompanies = 100 - cash;
  const all = weights(companies);
  if (exceeds(all.sum, inCompanies)) {
    conflicts.push(
      `${all.named} must be at most what ${fundSpot(fund, 'composition', `${percent(inCompanies)} in companies, 100 % minus the ${fundShareKeys.cash} line`)} ` +
        'holds in companies: the companies are holdings of the fund',
    );
  }
  const breakdowns = [
    { field: 'industries', of: (c: Company) => c.category, what: 'industry' },
    { field: 'countries', of: (c: Company) => c.country, what: 'country' },
  ] as const;
  for (const { field, of, what } of breakdowns) {
    const breakdown = fund[field];
    // Each line of the breakdown with the companies that count towards it, in the breakdown's order.
    const lines = new Map<string, Company[]>();
    const unlisted: Company[] = [];
    for (const company of companies) {
      const line = lineOf(breakdown, of(company));
      if (line) lines.set(line.key, [...(lines.get(line.key) ?? []), company]);
      else unlisted.push(company);
    }
    for (const line of breakdown) {
      const members = lines.get(line.key);
      if (!members) continue;
      const part = weights(members);
      if (exceeds(part.sum, line.share)) {
        conflicts.push(`${part.named} must be at most ${fundSpot(fund, field, `line ${line.key} '${line.label}' ${percent(line.share)}`)}: each company's ${what} is part of the fund's`);
      }
    }
    if (unlisted.length > 0) {
      const part = weights(unlisted);
      conflicts.push(
        `${part.named} are in no line of ${fundSpot(fund, field, `no line for ${[...new Set(unlisted.map(of))].join(', ')} and no ${fundShareKeys.other} line`)}: each company's ${what} is part of the fund's`,
      );
    }
  }
  return conflicts;
}
