import { entry, l, type SourceEntry } from './define';

type Row = [key: string, group: string, unit: string, value: number, labelDe: string, labelEn: string, de: string, en: string, userCount?: number];

const rows: Row[] = [
  ['customerBalance', 'customers', 'ROUNDED_EURO_MILLION', 372_400_000, 'Kundenguthaben', 'Customer balance', 'So viel Geld liegt bei uns und wird nach unseren Nachhaltigkeitsregeln angelegt.', 'This much money is held with us and invested by our sustainability rules.', 214_300],
  ['totalDeposits', 'customers', 'ROUNDED_EURO_MILLION', 389_200_000, 'Gesamte Einlagen', 'Total deposits', 'Einlagen auf Giro- und Sparkonten bei {partnerBank}.', 'Deposits in current and savings accounts at {partnerBank}.'],
  ['customerCount', 'customers', 'ROUNDED', 250_000, 'Kundinnen und Kunden', 'Customers', 'Menschen, die mit ihrem Konto etwas bewegen.', 'People making a difference with their account.'],
  ['trees', 'climate', 'ROUNDED_MILLION', 1_350_000, 'Gepflanzte Bäume', 'Trees planted', 'Ein Baum für jede Karte und für jede Zahlung mit dem Impact-Abo.', 'A tree for every card and every payment with the impact subscription.'],
  ['forestArea', 'climate', 'SQUARE_METER', 6_480_000, 'Aufgeforstete Fläche', 'Reforested area', 'Fläche, auf der unsere Bäume zu Mischwäldern heranwachsen.', 'Area on which our trees grow into mixed forests.'],
  ['co2Offset', 'climate', 'KILO_CO2', 31_750_000, 'Ausgeglichenes CO₂', 'CO₂ offset', 'CO₂, das durch unsere Projekte gebunden oder vermieden wurde.', 'CO₂ bound or avoided through our projects.'],
  ['generalBonds', 'bonds', 'ROUNDED_EURO_MILLION', 120_000_000, 'Allgemeine Anleihen', 'General bonds', 'Staats- und Förderbankanleihen mit Nachhaltigkeitsprüfung.', 'Government and development bank bonds with a sustainability review.'],
  ['greenBonds', 'bonds', 'ROUNDED_EURO_MILLION', 96_500_000, 'Grüne Anleihen', 'Green bonds', 'Anleihen für erneuerbare Energien und Energieeffizienz.', 'Bonds for renewable energy and energy efficiency.'],
  ['blueBonds', 'bonds', 'ROUNDED_EURO_MILLION', 24_800_000, 'Blaue Anleihen', 'Blue bonds', 'Anleihen für den Schutz von Meeren und Gewässern.', 'Bonds protecting seas and waters.'],
  ['socialBonds', 'bonds', 'ROUNDED_EURO_MILLION', 58_300_000, 'Soziale Anleihen', 'Social bonds', 'Anleihen für bezahlbaren Wohnraum, Bildung und Gesundheit.', 'Bonds for affordable housing, education and health.'],
  ['restorationLand', 'restoration', 'SQUARE_METER', 1_240_000, 'Renaturierte Fläche', 'Restored land', 'Ausgelaugtes Weideland, das wieder zu lebendigem Boden wird.', 'Depleted grazing land turning back into living soil.'],
  ['restorationHabitat', 'restoration', 'SQUARE_CENTIMETRE', 4_960_000_000, 'Lebensraum für Tiere', 'Habitat for wildlife', 'Neu geschaffener Lebensraum für Insekten, Vögel und kleine Säugetiere auf der renaturierten Fläche.', 'Newly created habitat for insects, birds and small mammals on the restored land.'],
  ['restorationWheelbarrows', 'restoration', 'CUBIC_METER', 18_400, 'Per Schubkarre bewegte Erde', 'Soil moved by wheelbarrow', 'So viel Erde haben die Teams vor Ort mit der Schubkarre für Pflanzterrassen bewegt.', 'This much soil the local teams moved by wheelbarrow to build planting terraces.'],
  ['restorationSeedlings', 'restoration', 'ROUNDED', 820_000, 'Gepflanzte Sukkulenten-Setzlinge', 'Succulent seedlings planted', 'Sukkulenten halten Wasser im Boden und schützen ihn vor Erosion.', 'Succulents hold water in the soil and protect it from erosion.'],
  ['restorationWater', 'restoration', 'LITER', 95_000_000, 'Zurückgehaltenes Regenwasser', 'Rainwater retained', 'Regenwasser, das der renaturierte Boden jedes Jahr speichert, statt es abfließen zu lassen.', 'Rainwater the restored soil stores every year instead of letting it run off.'],
];

export const impactMetrics: SourceEntry[] = rows.map(([key, group, unit, value, labelDe, labelEn, de, en, userCount], index) =>
  entry('impactMetric', `impact-${key}`, {
    key, group, unit, value,
    label: l(labelDe, labelEn),
    description: l(de, en),
    ...(userCount === undefined ? {} : { userCount }),
    order: index + 1,
  }),
);
