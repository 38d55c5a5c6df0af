import { checkVAT, countries } from 'jsvat';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { envValue, parseOrigin, type Env } from './env';
import { readSiteConfig } from './siteConfig';

/**
 * Who offers the account, as a bank's site must say it: the company behind the brand (the
 * imprint's provider, § 5 DDG), the partner bank that holds the accounts, and the statutory
 * deposit guarantee scheme that protects them. These facts are configuration, not content: they
 * change with a contract or a register entry, never with a publish, both apps read them at build
 * time, and the production check refuses a release without them (docs/configuration.md). The
 * wording around them (the imprint's text, the deposit-guarantee notice, the depositor
 * information sheet) is content.
 */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2; the pages name the country in their language. */
  country: string;
}

export interface RegisterEntry {
  court: string;
  number: string;
}

export interface Phone {
  /** As printed: international format, grouped as the numbering plan groups it. */
  display: string;
  /** The `tel:` URI (RFC 3966). */
  uri: string;
  /** The digits after the country code, for the placeholder rules. */
  national: string;
}

export interface LegalIdentity {
  company: {
    /** Name and legal form, e.g. 'Evergreen GmbH'. */
    name: string;
    address: PostalAddress;
    representatives: string[];
    register: RegisterEntry;
    /** The contact address (CONTACT_EMAIL), the same the footers' contact link writes to. */
    email: string;
    phone: Phone;
    /** Umsatzsteuer-Identifikationsnummer, upper case without spaces. */
    vatId: string;
  };
  partnerBank: {
    /** PARTNER_BANK_NAME, as everywhere. */
    name: string;
    address: PostalAddress;
    register: RegisterEntry;
    /** PARTNER_BANK_SUPERVISOR, as everywhere. */
    supervisor: string;
    /** The bank's entry in its supervisor's register of licensed institutions. */
    licenceUrl: string;
    /**
     * The bank's documents a registration accepts (§3's consents): its terms and conditions, its
     * other terms for the account (special conditions, list of prices and services) and its
     * privacy policy, each linked from the consents of both apps.
     */
    documents: PartnerBankDocuments;
  };
  depositGuarantee: {
    /** The statutory scheme the partner bank belongs to. */
    scheme: string;
    address: PostalAddress;
    url: string;
  };
}

export interface PartnerBankDocuments {
  terms: string;
  otherTerms: string;
  privacy: string;
}

/** Each fact's variable, default and what it is (src/variables.ts declares them with these defaults). */
export const legalIdentityVariables = {
  COMPANY_NAME: { fallback: (brand: string) => `${brand} GmbH`, what: "the legal name of the company behind the brand (imprint provider)" },
  COMPANY_ADDRESS: { fallback: () => 'Greifswalder Straße 212, 10405 Berlin, DE', what: "the company's registered address" },
  COMPANY_REPRESENTATIVES: { fallback: () => 'Clara Winter, Felix Brandt', what: "the company's managing directors" },
  COMPANY_REGISTER: { fallback: () => 'Amtsgericht Charlottenburg, HRB 218417 B', what: "the company's register court and number" },
  CONTACT_PHONE: { fallback: () => '+49 30 23125 480', what: "the company's public phone number" },
  VAT_ID: { fallback: () => 'DE291847369', what: "the company's VAT identification number" },
  PARTNER_BANK_ADDRESS: { fallback: () => 'Mainzer Landstraße 47, 60329 Frankfurt am Main, DE', what: "the partner bank's registered address" },
  PARTNER_BANK_REGISTER: { fallback: () => 'Amtsgericht Frankfurt am Main, HRB 104873', what: "the partner bank's register court and number" },
  PARTNER_BANK_LICENCE_URL: {
    fallback: () => 'https://portal.mvp.bafin.de/database/InstInfo/',
    what: "the partner bank's entry in its supervisor's register of licensed institutions",
  },
  PARTNER_BANK_TERMS_URL: { fallback: () => 'https://www.partner-bank.example/agb', what: "the partner bank's terms and conditions (a page or PDF of its site)" },
  PARTNER_BANK_OTHER_TERMS_URL: {
    fallback: () => 'https://www.partner-bank.example/sonderbedingungen',
    what: "the partner bank's other terms for the account: special conditions, list of prices and services",
  },
  PARTNER_BANK_PRIVACY_URL: { fallback: () => 'https://www.partner-bank.example/datenschutz', what: "the partner bank's privacy policy" },
  DEPOSIT_GUARANTEE_SCHEME: { fallback: () => 'Entschädigungseinrichtung deutscher Banken GmbH', what: 'the deposit guarantee scheme the partner bank belongs to' },
  DEPOSIT_GUARANTEE_ADDRESS: { fallback: () => 'Burgstraße 28, 10178 Berlin, DE', what: "the deposit guarantee scheme's address" },
  DEPOSIT_GUARANTEE_URL: { fallback: () => 'https://www.edb-banken.de', what: "the deposit guarantee scheme's website" },
} as const satisfies Record<string, { fallback: (brand: string) => string; what: string }>;

export type LegalIdentityVariable = keyof typeof legalIdentityVariables;

function value(env: Env, variable: LegalIdentityVariable, brand: string): string {
  return envValue(env, variable) ?? legalIdentityVariables[variable].fallback(brand);
}

/** 'Greifswalder Straße 212, 10405 Berlin, DE': street and number, postal code and city, country code. */
export function parseAddress(variable: string, text: string): PostalAddress {
  const parts = text.split(',').map((part) => part.trim());
  const place = /^(\S*\d\S*)\s+(.+)$/.exec(parts[1] ?? '');
  if (parts.length !== 3 || !parts[0] || !place || !/^[A-Z]{2}$/.test(parts[2]!)) {
    throw new Error(
      `${variable} must read '<street and number>, <postal code> <city>, <country code>', e.g. 'Greifswalder Straße 212, 10405 Berlin, DE'; got '${text}'.`,
    );
  }
  return { street: parts[0], postalCode: place[1]!, city: place[2]!, country: parts[2]! };
}

/** 'Amtsgericht Charlottenburg, HRB 218417 B': the court, then the number after the last comma. */
export function parseRegister(variable: string, text: string): RegisterEntry {
  const cut = text.lastIndexOf(',');
  const court = text.slice(0, cut).trim();
  const number = text.slice(cut + 1).trim();
  if (cut < 0 || !court || !/\d/.test(number)) {
    throw new Error(`${variable} must read '<register court>, <register number>', e.g. 'Amtsgericht Charlottenburg, HRB 218417 B'; got '${text}'.`);
  }
  return { court, number };
}

/** An international number ('+49 30 …'), checked against the numbering plan by libphonenumber-js. */
export function parsePhone(variable: string, text: string): Phone {
  const phone = parsePhoneNumberFromString(text);
  if (!text.trim().startsWith('+') || !phone?.isValid()) {
    throw new Error(`${variable} must be a valid phone number in international format, e.g. '+49 30 23125 480'; got '${text}'.`);
  }
  return { display: phone.formatInternational(), uri: phone.getURI(), national: String(phone.nationalNumber) };
}

/** Country prefix and 2–13 letters or digits; the check digit is the production check's (vatIdProblem). */
export function parseVatId(variable: string, text: string): string {
  const vatId = text.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vatId)) {
    throw new Error(`${variable} must be a VAT identification number such as 'DE291847369'; got '${text}'.`);
  }
  return vatId;
}

/** Reads the legal identity from an environment, falling back to the documented local defaults. */
export function readLegalIdentity(env: Env): LegalIdentity {
  const site = readSiteConfig(env);
  const get = (variable: LegalIdentityVariable) => value(env, variable, site.brand);
  const representatives = get('COMPANY_REPRESENTATIVES')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (representatives.length === 0) throw new Error('COMPANY_REPRESENTATIVES must name at least one person.');
  return {
    company: {
      name: get('COMPANY_NAME'),
      address: parseAddress('COMPANY_ADDRESS', get('COMPANY_ADDRESS')),
      representatives,
      register: parseRegister('COMPANY_REGISTER', get('COMPANY_REGISTER')),
      email: site.contactEmail,
      phone: parsePhone('CONTACT_PHONE', get('CONTACT_PHONE')),
      vatId: parseVatId('VAT_ID', get('VAT_ID')),
    },
    partnerBank: {
      name: site.partnerBank,
      address: parseAddress('PARTNER_BANK_ADDRESS', get('PARTNER_BANK_ADDRESS')),
      register: parseRegister('PARTNER_BANK_REGISTER', get('PARTNER_BANK_REGISTER')),
      supervisor: site.partnerBankSupervisor,
      licenceUrl: parseOrigin('PARTNER_BANK_LICENCE_URL', get('PARTNER_BANK_LICENCE_URL')),
      documents: {
        terms: parseOrigin('PARTNER_BANK_TERMS_URL', get('PARTNER_BANK_TERMS_URL')),
        otherTerms: parseOrigin('PARTNER_BANK_OTHER_TERMS_URL', get('PARTNER_BANK_OTHER_TERMS_URL')),
        privacy: parseOrigin('PARTNER_BANK_PRIVACY_URL', get('PARTNER_BANK_PRIVACY_URL')),
      },
    },
    depositGuarantee: {
      scheme: get('DEPOSIT_GUARANTEE_SCHEME'),
      address: parseAddress('DEPOSIT_GUARANTEE_ADDRESS', get('DEPOSIT_GUARANTEE_ADDRESS')),
      url: parseOrigin('DEPOSIT_GUARANTEE_URL', get('DEPOSIT_GUARANTEE_URL')),
    },
  };
}

/** 'Greifswalder Straße 212, 10405 Berlin': the address as one line, without the country. */
export function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}`;
}

/**
 * The names content may write as placeholders (`{brand}`, `{partnerBank}`, …), filled in by the
 * content mapper in every text, so no entry spells a name or an address the configuration owns.
 */
export function contentPlaceholders(env: Env): Record<string, string> {
  const site = readSiteConfig(env);
  const identity = readLegalIdentity(env);
  return {
    brand: site.brand,
    partnerBank: site.partnerBank,
    partnerBankSupervisor: site.partnerBankSupervisor,
    company: identity.company.name,
    companyAddress: addressLine(identity.company.address),
    depositGuaranteeScheme: identity.depositGuarantee.scheme,
    depositGuaranteeAddress: addressLine(identity.depositGuarantee.address),
    depositGuaranteeUrl: identity.depositGuarantee.url,
    /** The contact address's domain, for the mailboxes texts name (`datenschutz@{emailDomain}`). */
    emailDomain: site.contactEmail.slice(site.contactEmail.lastIndexOf('@') + 1),
  };
}

/** Placeholder words of sample data, in English and German ('Musterstraße', 'Beispiel Bank AG'). */
const sampleWords = /\b(example|beispiel|muster|sample|placeholder|lorem)/i;

/**
 * 1234-style and repeated digits in a phone number's national part, and the Bundesnetzagentur's
 * block for film and television in Berlin (030 23125 000–999), where the local default lives.
 */
export function phonePlaceholderReason(phone: Phone): string | undefined {
  if (/1234|2345|3456|4567|5678|6789/.test(phone.national)) return 'has a 1234-style run of digits';
  if (/(\d)\1{4}/.test(phone.national)) return 'repeats one digit five times';
  if (phone.uri.startsWith('tel:+493023125')) return "is in the Bundesnetzagentur's block for film and television (030 23125)";
  return undefined;
}

/** Why a VAT id cannot be real: an unknown EU country prefix, a wrong format or a failed check digit. */
export function vatIdProblem(vatId: string): string | undefined {
  // jsvat implements each member state's rule; Germany's check digit is ISO 7064 MOD 11,10.
  const result = checkVAT(vatId, countries);
  if (!result.isSupportedCountry) return 'has no EU country prefix';
  if (!result.isValidFormat) return `is not in the format of a ${result.country?.name ?? ''} VAT id`;
  if (!result.isValid) return 'fails its check digit';
  return undefined;
}

/** Placeholders in the legal identity for the production check: unset facts, sample values, failed checks. */
export function legalIdentityPlaceholders(env: Env): { variable: string; problem: string }[] {
  const identity = readLegalIdentity(env);
  const found: { variable: string; problem: string }[] = [];
  for (const [variable, { what }] of Object.entries(legalIdentityVariables)) {
    const set = envValue(env, variable);
    if (!set) {
      found.push({ variable, problem: `unset, so the build would publish the local sample; set ${what}` });
    } else if (!variable.endsWith('_URL') && sampleWords.test(set)) {
      // Links are checked for placeholder hosts with the other addresses (productionConfig.ts).
      found.push({ variable, problem: `'${set}' reads like sample data; set ${what}` });
    }
  }
  const partnerBankName = envValue(env, 'PARTNER_BANK_NAME');
  if (!partnerBankName) {
    found.push({ variable: 'PARTNER_BANK_NAME', problem: `unset, so the build would name the sample '${identity.partnerBank.name}'; set the partner bank's legal name` });
  } else if (sampleWords.test(partnerBankName)) {
    found.push({ variable: 'PARTNER_BANK_NAME', problem: `'${partnerBankName}' reads like sample data; set the partner bank's legal name` });
  }
  const phoneReason = envValue(env, 'CONTACT_PHONE') ? phonePlaceholderReason(identity.company.phone) : undefined;
  if (phoneReason) found.push({ variable: 'CONTACT_PHONE', problem: `${identity.company.phone.display} ${phoneReason}; set the real phone number` });
  const vatReason = envValue(env, 'VAT_ID') ? vatIdProblem(identity.company.vatId) : undefined;
  if (vatReason) found.push({ variable: 'VAT_ID', problem: `${identity.company.vatId} ${vatReason}; set the company's VAT identification number` });
  return found;
}
