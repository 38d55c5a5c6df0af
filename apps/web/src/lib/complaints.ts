/**
 * The facts of complaining, in one place: the complaints page and the imprint both render them
 * (components/complaints), with the texts of the `ComplaintsPage` catalogue.
 *
 * - How soon: PSD2 art. 101 (§ 62 ZAG): an answer to a complaint about payment services within 15
 *   business days, and where that cannot be kept for reasons beyond the provider's control, a
 *   holding reply saying why, with the final answer within 35 business days.
 * - Where next: the arbitration board of the Deutsche Bundesbank, the consumer arbitration board
 *   for disputes about payment services and payment accounts (§ 14 UKlaG), and BaFin, to which
 *   customers complain about a payment service provider (§ 60 ZAG).
 * - No link to the EU's online dispute resolution platform: Regulation (EU) 2024/3228 repealed
 *   the ODR Regulation (EU) 524/2013, the platform closed on 20 July 2025, and with it went the
 *   duty to link it.
 */
export const complaintAnswerDays = { paymentServices: 15, exceptional: 35 } as const;

/** Schlichtungsstelle der Deutschen Bundesbank: where a consumer applies, in writing or online. */
export const arbitrationBoard = {
  postalAddress: ['Deutsche Bundesbank', 'Schlichtungsstelle', 'Postfach 10 06 02', '60006 Frankfurt am Main'],
  email: 'schlichtung@bundesbank.de',
  url: 'https://www.bundesbank.de/schlichtungsstelle',
} as const;

/** Bundesanstalt für Finanzdienstleistungsaufsicht: its address and consumer telephone. */
export const financialSupervisor = {
  postalAddress: ['Bundesanstalt für Finanzdienstleistungsaufsicht', 'Graurheindorfer Straße 108', '53117 Bonn'],
  phone: { display: '+49 228 299 70 299', uri: 'tel:+4922829970299' },
  url: 'https://www.bafin.de',
} as const;
