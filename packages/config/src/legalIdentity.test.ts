import {
  addressLine,
  contentPlaceholders,
  legalIdentityPlaceholders,
  legalIdentityVariables,
  parseAddress,
  parsePhone,
  parseRegister,
  parseVatId,
  phonePlaceholderReason,
  readLegalIdentity,
  vatIdProblem,
} from './legalIdentity';
import { releaseIdentityEnv as releaseIdentity } from './testing/releaseEnv';


describe('readLegalIdentity', () => {
  it('gives a complete local identity on the brand, with no placeholder of the old imprint', () => {
    const identity = readLegalIdentity({});
    expect(identity.company).toMatchObject({
      name: 'Evergreen GmbH',
      address: { street: 'Greifswalder Straße 212', postalCode: '10405', city: 'Berlin', country: 'DE' },
      representatives: ['Clara Winter', 'Felix Brandt'],
      register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 218417 B' },
      email: 'hello@evergreen-bank.eu',
      vatId: 'DE291847369',
    });
    expect(identity.company.phone).toEqual({ display: '+49 30 23125480', uri: 'tel:+493023125480', national: '3023125480' });
    expect(identity.partnerBank).toMatchObject({ name: 'Partner Bank AG', register: { court: 'Amtsgericht Frankfurt am Main', number: 'HRB 104873' } });
    expect(identity.partnerBank.supervisor).toMatch(/BaFin/);
    expect(identity.depositGuarantee).toMatchObject({ scheme: 'Entschädigungseinrichtung deutscher Banken GmbH', url: 'https://www.edb-banken.de' });
    // The partner bank's documents are outside links: locally on the reserved .example domain, like the login and support sites.
    const { documents, ...partnerBank } = identity.partnerBank;
    expect(Object.values(documents).every((url) => new URL(url).hostname.endsWith('.example'))).toBe(true);
    const all = JSON.stringify({ ...identity, partnerBank });
    expect(all).not.toMatch(/example|1234 5670|DE312345678/);
    // The local sample passes the value rules: only its being unset keeps it out of a release.
    expect(vatIdProblem(identity.company.vatId)).toBeUndefined();
  });

  it('names the company after the brand unless COMPANY_NAME says otherwise', () => {
    expect(readLegalIdentity({ BRAND_NAME: 'Moss' }).company.name).toBe('Moss GmbH');
    expect(readLegalIdentity({ BRAND_NAME: 'Moss', COMPANY_NAME: 'Moss Digital AG' }).company.name).toBe('Moss Digital AG');
  });

  it('reads every fact from its variable', () => {
    const identity = readLegalIdentity(releaseIdentity);
    expect(identity.company.address).toEqual({ street: 'Torstraße 109', postalCode: '10119', city: 'Berlin', country: 'DE' });
    expect(identity.company.representatives).toEqual(['Jana Köhler', 'Malte Freund']);
    expect(identity.company.phone.display).toBe('+49 30 80931190');
    expect(identity.partnerBank.name).toBe('Grünwald Bank AG');
    expect(identity.partnerBank.licenceUrl).toBe(releaseIdentity.PARTNER_BANK_LICENCE_URL);
    expect(identity.depositGuarantee.address.city).toBe('Berlin');
  });
});

describe('the formats, checked in every build', () => {
  it('reads an address as street, postal code and city, country code', () => {
    expect(parseAddress('A', 'Rue du Marché 4, L-1728 Luxembourg, LU')).toEqual({ street: 'Rue du Marché 4', postalCode: 'L-1728', city: 'Luxembourg', country: 'LU' });
    expect(addressLine(parseAddress('A', 'Torstraße 109, 10119 Berlin, DE'))).toBe('Torstraße 109, 10119 Berlin');
    for (const wrong of ['Torstraße 109, 10119 Berlin', 'Torstraße 109, Berlin, DE', 'Torstraße 109, 10119 Berlin, Germany']) {
      expect(() => parseAddress('COMPANY_ADDRESS', wrong)).toThrow(/^COMPANY_ADDRESS must read '<street and number>, <postal code> <city>, <country code>'/);
    }
  });

  it('reads a register entry as court and number', () => {
    expect(parseRegister('R', 'Amtsgericht Frankfurt am Main, HRB 104873')).toEqual({ court: 'Amtsgericht Frankfurt am Main', number: 'HRB 104873' });
    expect(() => parseRegister('COMPANY_REGISTER', 'HRB 104873')).toThrow(/COMPANY_REGISTER must read/);
    expect(() => parseRegister('COMPANY_REGISTER', 'Amtsgericht Charlottenburg, HRB')).toThrow(/COMPANY_REGISTER/);
  });

  it('takes a phone number only in international format and valid in its numbering plan', () => {
    expect(parsePhone('P', '+49 (0)30 8093-1190').uri).toBe('tel:+493080931190');
    expect(() => parsePhone('CONTACT_PHONE', '030 80931190')).toThrow(/CONTACT_PHONE must be a valid phone number in international format/);
    expect(() => parsePhone('CONTACT_PHONE', '+49 30 1')).toThrow(/CONTACT_PHONE/);
  });

  it('normalises a VAT id and refuses what is not one', () => {
    expect(parseVatId('V', 'de 318 492 765')).toBe('DE318492765');
    expect(() => parseVatId('VAT_ID', '318492765')).toThrow(/VAT_ID must be a VAT identification number/);
  });

  it('fills the content placeholders from the configuration', () => {
    expect(contentPlaceholders({ ...releaseIdentity, BRAND_NAME: 'Moss' })).toEqual({
      brand: 'Moss',
      partnerBank: 'Grünwald Bank AG',
      partnerBankSupervisor: 'Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
      company: 'Evergreen Finance GmbH',
      companyAddress: 'Torstraße 109, 10119 Berlin',
      depositGuaranteeScheme: 'Entschädigungseinrichtung deutscher Banken GmbH',
      depositGuaranteeAddress: 'Burgstraße 28, 10178 Berlin',
      depositGuaranteeUrl: 'https://www.edb-banken.de',
      emailDomain: 'evergreen-bank.eu',
    });
  });
});

describe('the production rules', () => {
  it('checks German VAT ids with their ISO 7064 MOD 11,10 check digit', () => {
    expect(vatIdProblem('DE318492765')).toBeUndefined();
    expect(vatIdProblem('DE291847369')).toBeUndefined();
    // The old imprint's placeholder, and every other last digit of a valid id.
    expect(vatIdProblem('DE312345678')).toBe('fails its check digit');
    for (const digit of '012346789') expect(vatIdProblem(`DE31849276${digit}`)).toBe('fails its check digit');
    expect(vatIdProblem('DE12345678')).toMatch(/not in the format of a Germany VAT id/);
    expect(vatIdProblem('XY318492765')).toBe('has no EU country prefix');
  });

  it.each([
    ['+49 30 1234 5670', /1234-style/],
    ['+49 89 4567 0', /1234-style/],
    ['+49 40 7777 7100', /repeats one digit/],
    ['+49 30 23125 480', /film and television/],
  ])('refuses the placeholder phone %s', (phone, reason) => {
    expect(phonePlaceholderReason(parsePhone('CONTACT_PHONE', phone))).toMatch(reason);
  });

  it.each(['+49 30 8093 1190', '+49 69 7100 0', '+43 1 5056 2270'])('accepts the phone %s', (phone) => {
    expect(phonePlaceholderReason(parsePhone('CONTACT_PHONE', phone))).toBeUndefined();
  });

  it('asks a release for every fact, and accepts a complete identity', () => {
    expect(legalIdentityPlaceholders({}).map((p) => p.variable)).toEqual([...Object.keys(legalIdentityVariables), 'PARTNER_BANK_NAME']);
    expect(legalIdentityPlaceholders({}).every((p) => p.problem.startsWith('unset'))).toBe(true);
    expect(legalIdentityPlaceholders(releaseIdentity)).toEqual([]);
  });

  it('refuses sample words, a 1234-style phone and a VAT id that fails its check digit', () => {
    const problems = legalIdentityPlaceholders({
      ...releaseIdentity,
      PARTNER_BANK_NAME: 'Beispiel Bank AG',
      COMPANY_ADDRESS: 'Musterstraße 1, 10115 Berlin, DE',
      CONTACT_PHONE: '+49 30 1234 5670',
      VAT_ID: 'DE312345678',
    });
    expect(problems).toEqual([
      { variable: 'COMPANY_ADDRESS', problem: expect.stringMatching(/^'Musterstraße 1, 10115 Berlin, DE' reads like sample data/) },
      { variable: 'PARTNER_BANK_NAME', problem: expect.stringMatching(/reads like sample data/) },
      { variable: 'CONTACT_PHONE', problem: expect.stringMatching(/^\+49 30 12345670 has a 1234-style run of digits/) },
      { variable: 'VAT_ID', problem: expect.stringMatching(/^DE312345678 fails its check digit/) },
    ]);
  });
});
