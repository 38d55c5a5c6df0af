import type { LegalIdentity, PostalAddress } from '@site/config';
import { legalUrl } from '@site/config/routes';
import type { LegalFacts } from '@site/content/legalFacts';
import { icuLiteral, legalEntityValues, registerEntryValues, type Locale, type Messages } from '@site/i18n';
import type { Catalogue } from '../src/i18n/intl';
import { precompile } from './precompile';

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
  return Object.fromEntries(Object.entries(legalTexts(footer, legal, locale)).map(([key, text]) => [key, icuLiteral(text)]));
}

/** The same texts, plain (not quoted for ICU): for the HTML of `footerFactsHtml` too. */
export function legalTexts(footer: Messages, legal: FooterLegal, locale: Locale): Record<string, string> {
  const { company, partnerBank, depositGuarantee } = legal.identity;
  const { trustMarks, depositGuarantee: notice } = legal.facts[locale];
  const entity = (name: string, address: PostalAddress) => filled(footer.legalEntity, legalEntityValues(name, address, locale));
  const register = (entry: { court: string; number: string }) => filled(footer.register, registerEntryValues(entry));
  return {
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
}

/** The marks' outside links, compiled in as `__FOOTER_LINKS__` (the same in every locale). */
export function footerLinks(legal: FooterLegal) {
  const marks = legal.facts['en-EU'].trustMarks;
  return { certification: marks.certification.url ?? null, partner: marks.partner.url ?? null };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * The footer's facts of who offers the account, as HTML written here, at build time: the
 * deposit-guarantee notice, the links to the depositor information sheet, the scheme and the
 * bank's licence entry, and the two entities with their register entries. They never change while
 * the page is open, so the page's script does not build them (the app renders this one string,
 * `RegistrationLegal.factsHtml`; docs/testing.md, "Size note"). Every value is escaped.
 */
export function footerFactsHtml(
  texts: { footer: Messages; depositorInformationTitle: string; legal: Record<string, string> },
  legal: FooterLegal,
  siteUrl: string,
  locale: Locale,
): string {
  const { footer, legal: facts } = texts;
  const text = (value: unknown) => escapeHtml(String(value));
  const link = (href: string, label: unknown) => `<li><a href="${text(href)}">${text(label)}</a></li>`;
  return [
    `<p data-notice="depositGuarantee">${text(facts.depositGuarantee)}</p>`,
    `<ul class="site-footer__regulatory-links" aria-label="${text(footer.depositGuaranteeLinks)}">`,
    link(legalUrl({ siteUrl }, locale, 'depositorInformation'), texts.depositorInformationTitle),
    link(legal.identity.depositGuarantee.url, facts.depositGuaranteeScheme),
    link(legal.identity.partnerBank.licenceUrl, footer.licence),
    '</ul>',
    `<address data-legal-entity>${text(facts.legalEntity)}<br>${text(facts.register)}</address>`,
    `<address data-partner-bank>${text(facts.partnerBank)}<br>${text(facts.partnerBankRegister)}</address>`,
  ].join('');
}

/**
 * The catalogue's `RegistrationLegal` namespace: the texts of `legalMessages`, compiled, and the
 * facts' HTML of `footerFactsHtml` (added after the compile, which would read its tags as ICU's).
 */
export function legalCatalogue(messages: Messages, legal: FooterLegal, siteUrl: string, locale: Locale): Catalogue {
  const footer = messages.Footer as Messages;
  const sheet = (messages.LegalPages as Record<string, Messages>).depositorInformation!;
  const texts = { footer, depositorInformationTitle: String(sheet.title), legal: legalTexts(footer, legal, locale) };
  return { ...precompile(legalMessages(footer, legal, locale)), factsHtml: footerFactsHtml(texts, legal, siteUrl, locale) };
}
