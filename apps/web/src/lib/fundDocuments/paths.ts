import { localizedPath, routes } from '@site/config/routes';
import type { Locale } from '@site/i18n';

/** The fund's documents, drawn as PDF at build time in each locale (postbuild, ./write.ts). */
export const fundDocumentKinds = ['keyInformation', 'factsheet'] as const;
export type FundDocumentKind = (typeof fundDocumentKinds)[number];

/** File names as a reader of each language expects them, next to the fund page. */
const fileNames: Record<FundDocumentKind, Record<Locale, string>> = {
  keyInformation: { 'de-DE': 'basisinformationsblatt.pdf', 'en-EU': 'key-information-document.pdf' },
  factsheet: { 'de-DE': 'factsheet.pdf', 'en-EU': 'factsheet.pdf' },
};

/** '/de-DE/investing/basisinformationsblatt.pdf': where the page links a document and the build writes it. */
export function fundDocumentPath(kind: FundDocumentKind, locale: Locale): string {
  return localizedPath(locale, `${routes.investing.path}${fileNames[kind][locale]}`);
}
