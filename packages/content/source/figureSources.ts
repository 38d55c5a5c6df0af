import { entry, l, type SourceEntry } from './define';

/** Who stands behind the comparator's ratings, each group of impact figures (migration 22) and the reviews' average and count (migrations 25, 34). */
export const figureSources: SourceEntry[] = [
  entry('figureSource', 'source-bank-comparison', {
    key: 'bankComparison',
    source: l('Bankenrating von Grüne Finanzen e. V.', 'Bank rating by Grüne Finanzen e. V.'),
    method: l(
      'Bewertet werden die öffentlich zugänglichen Richtlinien jeder Bank in 15 Kategorien mit 1 (keine Richtlinie) bis 5 (vorbildlich); die Gesamtwertung ist der Durchschnitt. Wir übernehmen die Punkte unverändert, auch für {brand}.',
      "Each bank's published policies are scored in 15 categories from 1 (no policy) to 5 (leading); the overall score is their average. We take the scores as published, {brand}'s included.",
    ),
    url: 'https://gruene-finanzen.example/methodik',
    asOf: '2025-06-30',
  }),
  entry('figureSource', 'source-impact-customers', {
    key: 'impact.customers',
    source: l('Monatsbericht von {partnerBank}', 'Monthly report of {partnerBank}'),
    method: l('Kontostände und Kundenzahl zum Monatsende, gerundet.', 'Balances and number of customers at the end of the month, rounded.'),
    url: 'https://partnerbank.example/berichte',
    asOf: '2025-09-30',
  }),
  entry('figureSource', 'source-impact-climate', {
    key: 'impact.climate',
    source: l('Pflanzprotokolle unseres Aufforstungspartners', "Our reforestation partner's planting records"),
    method: l('Gepflanzte Bäume und Fläche laut Pflanzprotokollen; gebundenes CO₂ aus Baumart und Alter nach der Methodik des Partners, jährlich extern geprüft.', "Trees and area from the planting records; CO₂ bound from species and age by the partner's method, audited externally every year."),
    url: 'https://forest-partner.example/registry',
    asOf: '2025-09-30',
  }),
  entry('figureSource', 'source-impact-bonds', {
    key: 'impact.bonds',
    source: l('Depotbericht von {partnerBank}', 'Portfolio report of {partnerBank}'),
    method: l('Nennwerte der gehaltenen Anleihen zum Quartalsende, eingeteilt nach dem Verwendungszweck.', 'Nominal values of the bonds held at the end of the quarter, grouped by their use of proceeds.'),
    url: 'https://partnerbank.example/berichte',
    asOf: '2025-09-30',
  }),
  entry('figureSource', 'source-impact-restoration', {
    key: 'impact.restoration',
    source: l('Jahresbericht des Renaturierungsprojekts', "The restoration project's annual report"),
    method: l('Vor Ort gemessen und vom Projektträger jährlich veröffentlicht.', "Measured on site and published yearly by the project's operator."),
    url: 'https://restoration.example/report',
    asOf: '2025-06-30',
  }),
  entry('figureSource', 'source-reviews', {
    key: 'reviews',
    source: l('Trustpilot', 'Trustpilot'),
    method: l('Durchschnitt der Sterne aller dort veröffentlichten Bewertungen, auf eine Nachkommastelle gerundet.', 'Average of the stars of all reviews published there, rounded to one decimal.'),
    url: 'https://reviews.example/company-profile',
    asOf: '2025-10-04',
    ratingAverage: 4.3,
    ratingCount: 3_412,
  }),
];
