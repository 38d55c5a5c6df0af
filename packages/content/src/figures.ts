import type { ImpactMetricKey, ImpactUnit } from './types';

/**
 * The figures the site publishes, which of them measure the same thing, and how those must relate.
 * The mapper checks every relation on every build, from the bundled export and from Contentful
 * alike (`checkFigures`), and the site shows all figures of one quantity in one unit.
 */

/** What a figure counts or measures; two figures of one quantity can be compared. */
export const quantities = ['customers', 'euros', 'area', 'volume', 'co2', 'trees', 'plants', 'reviews'] as const;
export type Quantity = (typeof quantities)[number];

/** What each impact figure measures. */
export const impactQuantities: Record<ImpactMetricKey, Quantity> = {
  customerCount: 'customers',
  customerBalance: 'euros',
  totalDeposits: 'euros',
  generalBonds: 'euros',
  greenBonds: 'euros',
  blueBonds: 'euros',
  socialBonds: 'euros',
  trees: 'trees',
  forestArea: 'area',
  co2Offset: 'co2',
  restorationLand: 'area',
  restorationHabitat: 'area',
  restorationWheelbarrows: 'volume',
  restorationSeedlings: 'plants',
  restorationWater: 'volume',
};

/**
 * The units (§9) a quantity's figures may be entered in, each with its size in the quantity's
 * base unit: m², m³, kg of CO₂, euros, or one of what is counted. An area may be entered in cm²
 * or m², and is compared (and shown) in one unit all the same.
 */
export const unitSizes: Record<Quantity, Partial<Record<ImpactUnit, number>>> = {
  customers: { ROUNDED: 1, ROUNDED_MILLION: 1 },
  euros: { ROUNDED_EURO_MILLION: 1 },
  area: { SQUARE_CENTIMETRE: 1e-4, SQUARE_METER: 1 },
  volume: { LITER: 1e-3, CUBIC_METER: 1 },
  co2: { KILO_CO2: 1 },
  trees: { ROUNDED: 1, ROUNDED_MILLION: 1 },
  plants: { ROUNDED: 1, ROUNDED_MILLION: 1 },
  reviews: {},
};

/** Where a figure is read: an impact metric's value or user count, or the reviews (the platform's count, or the review entries). */
export type FigurePart = { impact: ImpactMetricKey; field?: 'value' | 'userCount' } | { reviews: 'platformCount' | 'entries' };

/** The figures the relations name; a figure of several parts is their sum. */
export const figures = {
  customerCount: { quantity: 'customers', parts: [{ impact: 'customerCount' }] },
  customersWithBalance: { quantity: 'customers', parts: [{ impact: 'customerBalance', field: 'userCount' }] },
  customerBalance: { quantity: 'euros', parts: [{ impact: 'customerBalance' }] },
  totalDeposits: { quantity: 'euros', parts: [{ impact: 'totalDeposits' }] },
  bonds: {
    quantity: 'euros',
    parts: [{ impact: 'generalBonds' }, { impact: 'greenBonds' }, { impact: 'blueBonds' }, { impact: 'socialBonds' }],
  },
  restoredLand: { quantity: 'area', parts: [{ impact: 'restorationLand' }] },
  habitat: { quantity: 'area', parts: [{ impact: 'restorationHabitat' }] },
  platformReviews: { quantity: 'reviews', parts: [{ reviews: 'platformCount' }] },
  reviewEntries: { quantity: 'reviews', parts: [{ reviews: 'entries' }] },
} as const satisfies Record<string, { quantity: Quantity; parts: readonly FigurePart[] }>;
export type FigureName = keyof typeof figures;

/** One figure can never be more than another of its quantity, for the reason given. */
export interface FigureRelation {
  atMost: FigureName;
  of: FigureName;
  because: string;
}

export const figureRelations: readonly FigureRelation[] = [
  { atMost: 'customersWithBalance', of: 'customerCount', because: 'the customers holding the balance are some of all customers' },
  { atMost: 'customerBalance', of: 'totalDeposits', because: 'the balance our customers hold is part of the deposits' },
  { atMost: 'bonds', of: 'totalDeposits', because: 'the bonds are bought with the deposits' },
  { atMost: 'habitat', of: 'restoredLand', because: 'the habitat is created on the restored land' },
  { atMost: 'reviewEntries', of: 'platformReviews', because: 'the reviews shown are some of those the platform counts' },
];

/**
 * A crowd-investing round's status, in the order rounds follow each other in time: rounds that
 * are over, the one open now, the one announced. 'upcoming' cannot be joined yet and has
 * collected nothing.
 */
export const roundStatuses = ['completed', 'ongoing', 'upcoming'] as const;
export type RoundStatus = (typeof roundStatuses)[number];
