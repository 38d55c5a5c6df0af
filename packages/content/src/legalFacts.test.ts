import { readFileSync } from 'node:fs';
import type { ContentfulExport } from './exportFormat';
import { bundledExportFile } from './paths';
import { loadLegalFacts, mapLegalFacts } from './legalFacts';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const placeholders = {
  brand: 'Moosbank',
  partnerBank: 'Beispiel Bank AG',
  partnerBankSupervisor: 'Aufsicht X',
  depositGuaranteeScheme: 'Sicherungsfonds Y',
};

describe("the registration footer's legal facts", () => {
  it('are the deposit-guarantee notice and both trust marks, per locale, with the configured names', () => {
    const de = mapLegalFacts(data, 'de-DE', placeholders);
    expect(de.depositGuarantee).toContain('Beispiel Bank AG');
    expect(de.depositGuarantee).toContain('Aufsicht X');
    expect(de.depositGuarantee).toContain('Sicherungsfonds Y');
    expect(de.trustMarks.certification).toEqual({ title: 'Zertifizierte B Corporation', organisation: 'B Lab', url: expect.stringMatching(/^https:\/\//) });
    // In the page's language: the German footer says 'in Partnerschaft mit', not 'empowered by' (issue 47).
    expect(de.trustMarks.partner).toMatchObject({ title: 'in Partnerschaft mit', organisation: 'Beispiel Bank AG' });
    expect(mapLegalFacts(data, 'en-EU', placeholders).trustMarks.partner.title).toBe('empowered by');
    expect(mapLegalFacts(data, 'en-EU', placeholders).trustMarks.certification.title).toBe('Certified B Corporation');
  });

  it('fail the build without a trust mark', () => {
    const entries = data.entries.filter((e) => e.sys.id !== 'trust-mark-certification');
    expect(() => mapLegalFacts({ entries, assets: data.assets }, 'de-DE', placeholders)).toThrow(/trustMark.*no published entry for certification/);
  });

  it('are read from the configured source with the configured names', async () => {
    const facts = await loadLegalFacts(['de-DE', 'en-EU'], { PARTNER_BANK_NAME: 'Grünwald Bank AG', PARTNER_BANK_SUPERVISOR: 'FMA' });
    expect(facts['en-EU'].trustMarks.partner.organisation).toBe('Grünwald Bank AG');
    expect(facts['de-DE'].depositGuarantee).toMatch(/Aufsicht: FMA\.$/);
    expect(facts['de-DE'].depositGuarantee).toContain('Entschädigungseinrichtung deutscher Banken GmbH');
  });
});
