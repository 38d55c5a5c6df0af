import type { LegalFactsByLocale } from '../../../vite/legalMessages';

const entity = (country: string) => ({
  companyName: 'Evergreen GmbH',
  address: { street: 'Greifswalder Straße 212', postalCode: '10405', city: 'Berlin', country },
  representatives: ['Clara Winter'],
  email: 'impressum@bank.example',
  phone: '+49 30 1234 5670',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 212345 B',
  vatId: 'DE312345678',
  supervisoryAuthority: 'BaFin',
});

/** The legal facts unit tests render the footer with (the build reads them from the content). */
export const testLegalFacts: LegalFactsByLocale = {
  'de-DE': { entity: entity('Deutschland'), depositGuarantee: 'Einlagen sind bis 100.000 € pro Person geschützt.' },
  'en-EU': { entity: entity('Germany'), depositGuarantee: 'Deposits are protected up to €100,000 per person.' },
};
