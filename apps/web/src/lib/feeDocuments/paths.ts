import { feeInformationPath, localizedPath } from '@site/config/routes';
import type { Locale } from '@site/i18n';

/** The document's file name as a reader of each language expects it. */
const fileNames: Record<Locale, string> = { 'de-DE': 'entgeltinformation.pdf', 'en-EU': 'fee-information-document.pdf' };

/**
 * '/de-DE/accounts/prices/impact/entgeltinformation.pdf': where the postbuild writes a plan's fee
 * information document as PDF (./write.ts), beside its page, and where the pages link it.
 */
export function feeDocumentPdfPath(planSlug: string, locale: Locale): string {
  return localizedPath(locale, `${feeInformationPath(planSlug)}${fileNames[locale]}`);
}
