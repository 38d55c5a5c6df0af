import type { Fund } from '@site/content';
import { localizedPath, routes } from '@site/config/routes';
import type { Locale } from '@site/i18n';

/**
 * The fund's documents as its page links them: the fund company's key information document (a
 * PDF asset of the content, in the page's language) and the factsheet, the site's own marketing
 * communication, drawn at build time in each locale (postbuild, ./write.ts).
 */
export type FundDocumentKind = 'keyInformation' | 'factsheet';

export interface FundDocumentLink {
  kind: FundDocumentKind;
  /** Path on the site. */
  path: string;
  /** The same, absolute. */
  url: string;
  /** Its date (ISO): the KID's edition, the factsheet's figures. */
  date: string;
  /** The KID's version, as printed in it. */
  version?: string;
}

/** '/de-DE/investing/factsheet.pdf': where the page links the factsheet and the build writes it. */
export function factsheetPath(locale: Locale): string {
  return localizedPath(locale, `${routes.investing.path}factsheet.pdf`);
}

/** The fund's documents in a locale, the key information document first (none while the content has none). */
export function fundDocuments(fund: Fund, locale: Locale, siteUrl: string): FundDocumentLink[] {
  const link = (kind: FundDocumentKind, path: string, date: string, version?: string): FundDocumentLink => ({
    kind,
    path,
    url: `${siteUrl}${path}`,
    date,
    ...(version ? { version } : {}),
  });
  const kid = fund.keyInformation;
  return [
    ...(kid ? [link('keyInformation', kid.document.url, kid.date, kid.version)] : []),
    link('factsheet', factsheetPath(locale), fund.asOf),
  ];
}
