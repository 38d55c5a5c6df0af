import type { LegalFacts } from '@site/content/legalFacts';
import { icuLiteral, type Locale, type Messages } from '@site/i18n';

/** Every locale's legal facts, read from the content at build time (vite.config.ts). */
export type LegalFactsByLocale = Record<Locale, LegalFacts>;

/**
 * The footer's legal entity and deposit-guarantee notice (the same content the site's footer
 * shows), as the catalogue's `RegistrationLegal` texts: filled into the site's `Footer` wording
 * here, at build time, so the app carries neither the imprint fields nor a formatter for them.
 */
export function legalMessages(footer: Messages, facts: LegalFacts): Messages {
  const fill = (template: unknown, values: Record<string, string>) =>
    String(template).replace(/\{(\w+)\}/g, (_, name: string) => icuLiteral(values[name] ?? ''));
  const { entity } = facts;
  return {
    depositGuarantee: icuLiteral(facts.depositGuarantee),
    legalEntity: fill(footer.legalEntity, {
      company: entity.companyName,
      street: entity.address.street,
      postalCode: entity.address.postalCode,
      city: entity.address.city,
      country: entity.address.country,
    }),
    register: fill(footer.register, { court: entity.registerCourt, number: entity.registerNumber }),
  };
}
