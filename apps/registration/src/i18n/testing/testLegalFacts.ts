import { readLegalIdentity } from '@site/config';
import type { FooterLegal } from '../../../vite/legalMessages';

const trustMarks = (certificationTitle: string, partnerTitle: string) => ({
  certification: { title: certificationTitle, organisation: 'B Lab', url: 'https://certifier.test/us' },
  partner: { title: partnerTitle, organisation: 'Partner Bank AG' },
});

/** What unit tests render the footer with: the local legal identity and sample content (the build reads both). */
export const testFooterLegal: FooterLegal = {
  identity: readLegalIdentity({}),
  facts: {
    'de-DE': { depositGuarantee: 'Einlagen sind bis 100.000 € pro Person geschützt.', trustMarks: trustMarks('Zertifizierte B Corporation', 'in Partnerschaft mit') },
    'en-EU': { depositGuarantee: 'Deposits are protected up to €100,000 per person.', trustMarks: trustMarks('Certified B Corporation', 'empowered by') },
  },
};
