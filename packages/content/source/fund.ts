import { entry, l, type SourceEntry } from './define';
import { companies } from './companies';

type Share = { key: string; label: string; share: number };
const shares = (rows: Array<[string, string, string, number]>) =>
  l<Share[]>(rows.map(([key, de, , share]) => ({ key, label: de, share })), rows.map(([key, , en, share]) => ({ key, label: en, share })));

// Composition = the ten largest holdings plus the rest, from the company list.
const top = [...companies]
  .map((c) => ({ key: String(c.fields.slug), name: String(c.fields.name), weight: Number(c.fields.portfolioWeight) }))
  .sort((a, b) => b.weight - a.weight)
  .slice(0, 10);
const topTotal = top.reduce((sum, c) => sum + c.weight, 0);
const composition: Array<[string, string, string, number]> = [
  ...top.map((c): [string, string, string, number] => [c.key, c.name, c.name, c.weight]),
  ['other-holdings', 'Weitere Unternehmen', 'Other companies', Math.round((97 - topTotal) * 10) / 10],
  ['cash', 'Liquidität', 'Cash', 3],
];

export const fund: SourceEntry = entry('fund', 'fund-main', {
  name: l('{brand} Zukunftsfonds', '{brand} Future Fund'),
  description: l(
    'Ein Aktienfonds, der weltweit in rund 40 Unternehmen investiert, die Lösungen für Klima, Gesundheit und soziale Teilhabe anbieten. Kohle, Öl, Gas, Waffen und Tabak sind ausgeschlossen.',
    'An equity fund that invests worldwide in about 40 companies offering solutions for climate, health and social inclusion. Coal, oil, gas, weapons and tobacco are excluded.',
  ),
  composition: shares(composition),
  industries: shares([
    ['UTILITIES', 'Versorger', 'Utilities', 17.5],
    ['INDUSTRIALS', 'Industrie', 'Industrials', 13.2],
    ['HEALTH_CARE', 'Gesundheit', 'Health care', 12.8],
    ['INFORMATION_TECHNOLOGY', 'Informationstechnologie', 'Information technology', 11.6],
    ['CONSUMER_STAPLES', 'Basiskonsumgüter', 'Consumer staples', 9.4],
    ['CONSUMER_DISCRETIONARY', 'Zyklische Konsumgüter', 'Consumer discretionary', 8.9],
    ['MATERIALS', 'Grundstoffe', 'Materials', 8.1],
    ['REAL_ESTATE', 'Immobilien', 'Real estate', 6.3],
    ['COMMUNICATION_SERVICES', 'Kommunikation', 'Communication services', 4.7],
    ['FINANCIALS', 'Finanzen', 'Financials', 3.2],
    ['OTHER', 'Sonstige', 'Other', 1.3],
    ['CASH', 'Liquidität', 'Cash', 3],
  ]),
  countries: shares([
    ['DE', 'Deutschland', 'Germany', 24.6],
    ['NL', 'Niederlande', 'Netherlands', 9.8],
    ['SE', 'Schweden', 'Sweden', 8.7],
    ['FR', 'Frankreich', 'France', 8.2],
    ['CH', 'Schweiz', 'Switzerland', 7.9],
    ['GB', 'Vereinigtes Königreich', 'United Kingdom', 7.1],
    ['IT', 'Italien', 'Italy', 5.9],
    ['DK', 'Dänemark', 'Denmark', 4.8],
    ['FI', 'Finnland', 'Finland', 4.5],
    ['OTHER', 'Weitere Länder', 'Other countries', 15.5],
    ['CASH', 'Liquidität', 'Cash', 3],
  ]),
  cashSecurities: shares([
    ['EUR-CASH', 'Euro-Guthaben bei der Verwahrstelle', 'Euro balance at the depositary', 2.1],
    ['MMF', 'Geldmarktnahe Anleihen', 'Money-market-like bonds', 0.9],
  ]),
  isin: 'DE000A2QJ1V2',
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
});
