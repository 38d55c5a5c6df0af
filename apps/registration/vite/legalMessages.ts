import type { LegalIdentity, PostalAddress } from '@site/config';
import type { LegalFacts } from '@site/content/legalFacts';
import { icuLiteral, legalEntityValues, type Locale, type Messages } from '@site/i18n';

/**
 * What the footer says about who offers the account, read at build time (vite.config.ts): the
 * legal identity from the configuration, and per locale the content's deposit-guarantee notice
 * and trust marks (the same the site shows).
 */
export interface FooterLegal {
  identity: LegalIdentity;
  facts: Record<Locale, LegalFacts>;
}

/** A catalogue text with its `{name}` placeholders replaced by plain values. */
const filled = (template: unknown, values: Record<string, string>) =>
  String(template).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * The catalogue's `RegistrationLegal` texts: the footer's legal entity, partner bank and
 * deposit-guarantee notice, filled into the site's `Footer` wording here, at build time, and the
 * marks' captions and names, all quoted for ICU, so the app carries neither the facts' structure
 * nor a formatter for them.
 */
export function legalMessages(footer: Messages, legal: FooterLegal, locale: Locale): Messages {
  const { company, partnerBank, depositGuarantee } = legal.identity;
  const { trustMarks, depositGuarantee: notice } = legal.facts[locale];
  const entity = (name: string, address: PostalAddress) => filled(footer.legalEntity, legalEntityValues(name, address, locale));
  const register = (entry: { court: string; number: string }) => filled(footer.register, { court: entry.court, number: entry.number });
  const texts = {
    depositGuarantee: notice,
    legalEntity: entity(company.name, company.address),
    register: register(company.register),
    partnerBank: filled(footer.accountHoldingBank, { entity: entity(partnerBank.name, partnerBank.address) }),
    partnerBankRegister: register(partnerBank.register),
    depositGuaranteeScheme: depositGuarantee.scheme,
    certificationTitle: trustMarks.certification.title,
    certificationOrganisation: trustMarks.certification.organisation,
    partnerTitle: trustMarks.partner.title,
    partnerOrganisation: trustMarks.partner.organisation,
  };
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, icuLiteral(text)]));
}

/** The footer's outside links, compiled in as `__FOOTER_LINKS__` (the same in every locale). */
export function footerLinks(legal: FooterLegal) {
  const marks = legal.facts['en-EU'].trustMarks;
  return {
    licence: legal.identity.partnerBank.licenceUrl,
    depositGuarantee: legal.identity.depositGuarantee.url,
    certification: marks.certification.url ?? null,
    partner: marks.partner.url ?? null,
  };
}
