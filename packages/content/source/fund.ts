import { entry, l, linkAsset, type SourceEntry } from './define';
import { keyInformationDocuments, sampleKeyInformation } from './keyInformation';
import { companies } from './companies';

type Share = { key: string; label: string; share?: number };
type Line = [key: string, de: string, en: string, share?: number];
const shares = (rows: Line[]) =>
  l<Share[]>(
    rows.map(([key, de, , share]) => ({ key, label: de, ...(share === undefined ? {} : { share }) })),
    rows.map(([key, , en, share]) => ({ key, label: en, ...(share === undefined ? {} : { share }) })),
  );

// The forty companies are all of the fund's holdings (97 % of it; the rest is cash), so its
// breakdowns are theirs: the ten largest holdings, the industries and the largest countries. The
// OTHER lines carry no share: the mapper computes it from the rest, as it does for any content.
const cash = 3;
const holdings = companies.map((c) => ({
  key: String(c.fields.slug),
  name: String(c.fields.name),
  category: String(c.fields.category),
  country: String(c.fields.country),
  weight: Number(c.fields.portfolioWeight),
}));
const round = (share: number) => Math.round(share * 10) / 10;
const sumBy = (key: (h: (typeof holdings)[number]) => string) => {
  const sums = new Map<string, number>();
  for (const h of holdings) sums.set(key(h), round((sums.get(key(h)) ?? 0) + h.weight));
  return [...sums].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
};

const top = [...holdings].sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key)).slice(0, 10);
const composition: Line[] = [
  ...top.map((c): Line => [c.key, c.name, c.name, c.weight]),
  ['OTHER', 'Weitere Unternehmen', 'Other companies'],
  ['CASH', 'Liquidität', 'Cash', cash],
];

/** A breakdown of the holdings by `key`: its largest `count` lines by name, then OTHER (computed) and CASH. */
function breakdown(key: (h: (typeof holdings)[number]) => string, names: Record<string, [de: string, en: string]>, count: number, other: [de: string, en: string]): Line[] {
  return [
    ...sumBy(key)
      .filter(([line]) => line in names)
      .slice(0, count)
      .map(([line, share]): Line => [line, ...names[line]!, share]),
    ['OTHER', ...other],
    ['CASH', 'Liquidität', 'Cash', cash],
  ];
}

const industries = breakdown(
  (h) => h.category,
  {
    UTILITIES: ['Versorger', 'Utilities'],
    INDUSTRIALS: ['Industrie', 'Industrials'],
    HEALTH_CARE: ['Gesundheit', 'Health care'],
    INFORMATION_TECHNOLOGY: ['Informationstechnologie', 'Information technology'],
    CONSUMER_STAPLES: ['Basiskonsumgüter', 'Consumer staples'],
    CONSUMER_DISCRETIONARY: ['Zyklische Konsumgüter', 'Consumer discretionary'],
    MATERIALS: ['Grundstoffe', 'Materials'],
    REAL_ESTATE: ['Immobilien', 'Real estate'],
    COMMUNICATION_SERVICES: ['Kommunikation', 'Communication services'],
    FINANCIALS: ['Finanzen', 'Financials'],
  },
  10,
  ['Sonstige', 'Other'],
);

// The nine largest countries by name; the others are 'other countries'.
const countries = breakdown(
  (h) => h.country,
  {
    DE: ['Deutschland', 'Germany'],
    CH: ['Schweiz', 'Switzerland'],
    NL: ['Niederlande', 'Netherlands'],
    FR: ['Frankreich', 'France'],
    SE: ['Schweden', 'Sweden'],
    GB: ['Vereinigtes Königreich', 'United Kingdom'],
    IT: ['Italien', 'Italy'],
    AT: ['Österreich', 'Austria'],
    BE: ['Belgien', 'Belgium'],
  },
  9,
  ['Weitere Länder', 'Other countries'],
);

const kidOf = (locale: 'de-DE' | 'en-EU') => keyInformationDocuments.find((document) => document.locale === locale)!.id;

export const fund: SourceEntry = entry('fund', 'fund-main', {
  name: l('{brand} Zukunftsfonds', '{brand} Future Fund'),
  description: l(
    'Ein Aktienfonds, der weltweit in rund 40 Unternehmen investiert, die Lösungen für Klima, Gesundheit und soziale Teilhabe anbieten. Kohle, Öl, Gas, Waffen und Tabak sind ausgeschlossen.',
    'An equity fund that invests worldwide in about 40 companies offering solutions for climate, health and social inclusion. Coal, oil, gas, weapons and tobacco are excluded.',
  ),
  composition: shares(composition),
  industries: shares(industries),
  countries: shares(countries),
  cashSecurities: shares([
    ['EUR-CASH', 'Euro-Guthaben bei der Verwahrstelle', 'Euro balance at the depositary', 2.1],
    ['MMF', 'Geldmarktnahe Anleihen', 'Money-market-like bonds', 0.9],
  ]),
  isin: 'DE000A2QJ1V8',
  wkn: 'A2QJ1V',
  accountFee: 0,
  distributionType: 'ACCUMULATING',
  estimatedReturnOnInvestment: 5.5,
  fundCompany: 'Greenfield Asset Management GmbH',
  investmentHorizon: l('Mindestens 5 Jahre', 'At least 5 years'),
  investmentUniverse: l(
    'Börsennotierte Unternehmen weltweit mit Schwerpunkt Europa, die strenge Ausschlusskriterien erfüllen und mindestens 20 % ihres Umsatzes mit nachhaltigen Lösungen erzielen.',
    'Listed companies worldwide with a focus on Europe that meet strict exclusion criteria and earn at least 20% of their revenue from sustainable solutions.',
  ),
  issueCountry: 'DE',
  issueDate: '2021-03-15',
  issueSurcharge: 0,
  netAssetValue: 148250000,
  netAssetValuePerShare: 112.47,
  orderFee: 0,
  portfolioManager: 'Dr. Katharina Vogt',
  targetAudience: l(
    'Für dich, wenn du langfristig Vermögen aufbauen willst, Kursschwankungen aushältst und dein Geld nach klaren Nachhaltigkeitsregeln anlegen möchtest.',
    'For you if you want to build wealth over the long term, can cope with price swings and want your money invested by clear sustainability rules.',
  ),
  totalExpenseRatio: 0.89,
  // PRIIPs SRI of an equity fund with this volatility: 4 of 7.
  summaryRiskIndicator: 4,
  asOf: '2025-09-30',
  // The fund company's documents: its key information document per language (a sample here,
  // drawn by scripts/sampleKeyInformation.ts), and where its prospectus is, in which languages.
  keyInformationDocument: l(linkAsset(kidOf('de-DE')), linkAsset(kidOf('en-EU'))),
  keyInformationDate: sampleKeyInformation.date,
  keyInformationVersion: sampleKeyInformation.version,
  prospectusUrl: 'https://www.greenfield-am.example/zukunftsfonds/verkaufsprospekt',
  prospectusLanguages: ['de'],
});
