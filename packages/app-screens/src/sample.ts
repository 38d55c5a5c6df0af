/**
 * The customer the screens show: one made-up person with the Impact plan, the same on every
 * page and in both apps. Amounts in euros; the screens format them per locale (figures.ts).
 * Figures of the bank as a whole (customers, trees of all customers) are not here: they come
 * from the content, through the site, so they match the impact page.
 */
export const sampleCustomer = {
  firstName: 'Lena',
  /** The account's last digits; the rest of the IBAN is masked, as the app shows it. */
  ibanEnd: '4821',
  balance: 1240.5,
  treesPlanted: 48,
  treesThisMonth: 3,
  /** Trees per month for the last six months, oldest first (the impact screen's bars). */
  treesPerMonth: [4, 6, 5, 8, 7, 9],
  co2OffsetKg: 312,
  /** The latest payments, newest first: the key names the text in the AppScreens catalogue. */
  payments: [
    { key: 'market', amount: -23.4, tree: true },
    { key: 'train', amount: -39.9, tree: true },
    { key: 'salary', amount: 2350, tree: false },
    { key: 'bakery', amount: -4.6, tree: true },
  ],
  transfer: { recipient: 'Jonas Becker', ibanEnd: '3000', amount: 50 },
} as const;
