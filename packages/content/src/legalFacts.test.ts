import { readFileSync } from 'node:fs';
import type { ContentfulExport } from './exportFormat';
import { bundledExportFile } from './paths';
import { loadLegalFacts, mapLegalFacts } from './legalFacts';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const config = { brand: 'Moosbank', partnerBank: 'Beispiel Bank AG', partnerBankSupervisor: 'Aufsicht X' };

describe('the legal facts of both footers', () => {
  it("come from the imprint's § 5 DDG fields and the deposit-guarantee notice, per locale", () => {
    const de = mapLegalFacts(data, 'de-DE', config);
    expect(de.entity).toMatchObject({
      companyName: 'Moosbank GmbH',
      address: { street: 'Greifswalder Straße 212', postalCode: '10405', city: 'Berlin', country: 'Deutschland' },
      registerCourt: 'Amtsgericht Charlottenburg',
      registerNumber: 'HRB 212345 B',
    });
    expect(de.depositGuarantee).toContain('Beispiel Bank AG');
    expect(de.depositGuarantee).toContain('Aufsicht X');
    expect(mapLegalFacts(data, 'en-EU', config).entity.address.country).toBe('Germany');
  });

  it('fail the build without an imprint', () => {
    const entries = data.entries.filter((e) => e.sys.id !== 'legal-imprint');
    expect(() => mapLegalFacts({ entries, assets: data.assets }, 'de-DE', config)).toThrow(/no published entry for imprint/);
  });

  it('are read from the configured source with the configured names', async () => {
    const facts = await loadLegalFacts(['de-DE', 'en-EU'], { BRAND_NAME: 'Moss', PARTNER_BANK_SUPERVISOR: 'FMA' });
    expect(facts['en-EU'].entity.companyName).toBe('Moss GmbH');
    expect(facts['de-DE'].depositGuarantee).toMatch(/Aufsicht: FMA\.$/);
  });
});
