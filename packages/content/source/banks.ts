import { entry, l, type SourceEntry } from './define';

type Category = [key: string, de: string, en: string, explDe: string, explEn: string];

const categories: Category[] = [
  ['arms', 'Waffen', 'Arms', 'Finanziert die Bank Hersteller von Waffen oder Rüstungsexporte in Krisengebiete?', 'Does the bank finance weapons makers or arms exports to conflict zones?'],
  ['climateProtection', 'Klimaschutz', 'Climate protection', 'Hat die Bank Klimaziele im Einklang mit 1,5 Grad, und misst sie die Emissionen ihrer Kredite?', 'Does the bank have 1.5-degree climate targets, and does it measure the emissions of its loans?'],
  ['corruption', 'Korruption', 'Corruption', 'Wie streng sind die Regeln gegen Bestechung, auch bei Kundinnen und Kunden?', 'How strict are the rules against bribery, including for clients?'],
  ['food', 'Ernährung', 'Food', 'Achtet die Bank bei Agrar- und Lebensmittelkonzernen auf Ernährungssicherheit und faire Preise?', 'Does the bank look at food security and fair prices with agricultural and food companies?'],
  ['forestry', 'Forstwirtschaft', 'Forestry', 'Schließt die Bank Entwaldung und illegalen Holzeinschlag aus?', 'Does the bank exclude deforestation and illegal logging?'],
  ['genderEquality', 'Gleichberechtigung', 'Gender equality', 'Fördert die Bank Gleichberechtigung in ihrer Belegschaft und bei ihren Investments?', 'Does the bank promote gender equality among its staff and in its investments?'],
  ['humanRights', 'Menschenrechte', 'Human rights', 'Prüft die Bank, ob Unternehmen, die sie finanziert, Menschenrechte achten?', 'Does the bank check whether the companies it finances respect human rights?'],
  ['labourRights', 'Arbeitsrechte', 'Labour rights', 'Verlangt die Bank faire Löhne, sichere Arbeitsplätze und Gewerkschaftsfreiheit?', 'Does the bank demand fair wages, safe workplaces and freedom of association?'],
  ['manufacturingIndustry', 'Produzierendes Gewerbe', 'Manufacturing industry', 'Gibt es Regeln für Umwelt- und Arbeitsstandards in Fabriken und Lieferketten?', 'Are there rules on environmental and labour standards in factories and supply chains?'],
  ['mining', 'Bergbau', 'Mining', 'Finanziert die Bank Kohleabbau oder Minen mit hohen Umwelt- und Sozialrisiken?', 'Does the bank finance coal mining or mines with high environmental and social risks?'],
  ['natureAndEnvironment', 'Natur und Umwelt', 'Nature and environment', 'Schützt die Bank Artenvielfalt und meidet sie Projekte in Schutzgebieten?', 'Does the bank protect biodiversity and avoid projects in protected areas?'],
  ['oilAndGas', 'Öl und Gas', 'Oil and gas', 'Finanziert die Bank neue Öl- und Gasförderung oder Fracking?', 'Does the bank finance new oil and gas production or fracking?'],
  ['powerGeneration', 'Stromerzeugung', 'Power generation', 'Wie viel ihrer Energiekredite fließen in erneuerbare statt fossile Kraftwerke?', 'How much of its energy lending goes to renewable instead of fossil power plants?'],
  ['taxes', 'Steuern', 'Taxes', 'Meidet die Bank Steueroasen und aggressive Steuervermeidung?', 'Does the bank avoid tax havens and aggressive tax avoidance?'],
  ['transparencyAndAccountability', 'Transparenz und Rechenschaft', 'Transparency and accountability', 'Legt die Bank offen, wen sie finanziert, und lässt sie das prüfen?', 'Does the bank disclose whom it finances and have that audited?'],
];

export const bankCategories: SourceEntry[] = categories.map(([key, de, en, explDe, explEn], index) =>
  entry('bankCategory', `bank-category-${key}`, { key, name: l(de, en), explanation: l(explDe, explEn), order: index + 1 }),
);

const keys = categories.map(([key]) => key);
/** Scores in category order; scale 1 (no policy) to 5 (leading), see the README. */
const ratings = (scores: number[]) => Object.fromEntries(keys.map((key, i) => [key, scores[i]]));

// Fictional banks, so the comparator shows real-looking data without rating a real institution.
export const banks: SourceEntry[] = [
  entry('bank', 'bank-own', {
    slug: 'own', name: '{brand} & {partnerBank}', isOwnOffer: true,
    bankType: l('Nachhaltige Mobilbank', 'Sustainable mobile bank'),
    description: l('Unser Konto: Einlagen fließen nur in Projekte, die unsere Ausschlusskriterien erfüllen.', 'Our account: deposits only go to projects that meet our exclusion criteria.'),
    ratings: ratings([5, 5, 4, 4, 5, 4, 5, 5, 4, 5, 5, 5, 5, 4, 5]),
  }),
  entry('bank', 'bank-ethik', {
    slug: 'ethikbank-sued', name: 'Ethikbank Süd eG', isOwnOffer: false,
    bankType: l('Genossenschaftliche Nachhaltigkeitsbank', 'Cooperative sustainable bank'),
    description: l('Genossenschaftsbank mit strengen Ausschlusskriterien und Filialen in Süddeutschland.', 'Cooperative bank with strict exclusion criteria and branches in southern Germany.'),
    ratings: ratings([5, 4, 4, 4, 4, 4, 5, 4, 4, 4, 4, 5, 4, 4, 5]),
  }),
  entry('bank', 'bank-sparkasse', {
    slug: 'stadtsparkasse-lindenau', name: 'Stadtsparkasse Lindenau', isOwnOffer: false,
    bankType: l('Öffentlich-rechtliche Sparkasse', 'Public savings bank'),
    description: l('Regionale Sparkasse mit ersten Klimazielen, aber ohne vollständige Ausschlüsse.', 'Regional savings bank with first climate targets but without complete exclusions.'),
    ratings: ratings([3, 3, 3, 2, 2, 3, 3, 3, 2, 2, 3, 2, 3, 3, 2]),
  }),
  entry('bank', 'bank-volksbank', {
    slug: 'volksbank-rheintal', name: 'Volksbank Rheintal eG', isOwnOffer: false,
    bankType: l('Genossenschaftsbank', 'Cooperative bank'),
    description: l('Genossenschaftsbank mit lokalem Kreditgeschäft und wenigen veröffentlichten Richtlinien.', 'Cooperative bank with local lending and few published policies.'),
    ratings: ratings([3, 2, 3, 2, 2, 3, 2, 3, 2, 2, 2, 2, 2, 3, 2]),
  }),
  entry('bank', 'bank-grossbank', {
    slug: 'metropol-bank', name: 'Metropol Bank AG', isOwnOffer: false,
    bankType: l('Internationale Großbank', 'International major bank'),
    description: l('Großbank mit weltweitem Investmentbanking, die weiterhin fossile Energien finanziert.', 'Major bank with global investment banking that still finances fossil fuels.'),
    ratings: ratings([2, 2, 3, 2, 2, 3, 2, 2, 2, 1, 2, 1, 2, 2, 3]),
  }),
  entry('bank', 'bank-neobank', {
    slug: 'girofix', name: 'GiroFix Direktbank', isOwnOffer: false,
    bankType: l('Direktbank', 'Direct bank'),
    description: l('Günstige Direktbank, die kaum offenlegt, wie sie Kundengelder anlegt.', 'Low-cost direct bank that discloses little about how it invests customer money.'),
    ratings: ratings([1, 2, 2, 1, 1, 2, 1, 2, 1, 1, 1, 1, 2, 2, 1]),
  }),
];
