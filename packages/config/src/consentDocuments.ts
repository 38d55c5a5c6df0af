import type { PartnerBankDocuments } from './legalIdentity';
import { legalUrl } from './routes';
import type { SiteConfig } from './siteConfig';

/**
 * Every document the registration consents of §3 name: the terms of the company and of the
 * partner bank plus the partner bank's other terms, and the privacy policies of the company, the
 * app and the partner bank. The company's are pages of the site in the locale, the partner bank's
 * its own (configuration). Both apps' consents link each of them, in a new tab.
 */
export type ConsentDocument = 'terms' | 'partnerTerms' | 'partnerOtherTerms' | 'privacy' | 'appPrivacy' | 'partnerPrivacy';

export function consentDocuments(site: Pick<SiteConfig, 'siteUrl'>, partnerBank: PartnerBankDocuments, locale: string): Record<ConsentDocument, string> {
  return {
    terms: legalUrl(site, locale, 'terms'),
    partnerTerms: partnerBank.terms,
    partnerOtherTerms: partnerBank.otherTerms,
    privacy: legalUrl(site, locale, 'privacy'),
    appPrivacy: legalUrl(site, locale, 'appPrivacy'),
    partnerPrivacy: partnerBank.privacy,
  };
}
