import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentfulExport } from './exportFormat';
import { clearContentCache, loadContent } from './loadContent';
import { bundledExportFile } from './paths';
import { loadPlanChoices } from './plans';
import { assertProductionContent, planFeeGaps, ProductionContentError } from './productionContent';

/** The bundled export with the Basic and Impact plans published without their fees, as before migration 42. */
function exportWithoutFees(): string {
  const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
  for (const entry of data.entries) {
    if (entry.sys.id === 'plan-basic' || entry.sys.id === 'plan-impact') {
      delete entry.fields.fees;
      delete entry.fields.feesAsOf;
    }
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'export.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

const withoutFees = exportWithoutFees();
afterEach(() => clearContentCache());

describe('the production check of the content', () => {
  it('names every plan without its fees, with the fields to fill in', () => {
    const gaps = planFeeGaps([
      { id: 'plan-basic', name: 'Basic' },
      { id: 'plan-impact', name: 'Impact', feeInformation: { asOf: '2025-10-01', fees: {} as never } },
    ]);
    expect(gaps).toEqual([expect.objectContaining({ entryId: 'plan-basic', contentType: 'accountPlan', fields: ['fees', 'feesAsOf'] })]);
    expect(() => assertProductionContent(gaps, { DEPLOY_ENV: 'production' })).toThrow(ProductionContentError);
    expect(() => assertProductionContent(gaps, {})).not.toThrow();
    expect(() => assertProductionContent([], { DEPLOY_ENV: 'production' })).not.toThrow();
  });

  it('stops a production build of the site on a plan without its fees, listing each; other builds show the plan without them', async () => {
    const env = { CONTENT_EXPORT_FILE: withoutFees };
    const error = await loadContent({ locale: 'de-DE', env: { ...env, DEPLOY_ENV: 'production' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductionContentError);
    expect((error as Error).message).toBe(
      [
        'DEPLOY_ENV=production: 2 gap(s) in the content would be published. Fill in these fields in Contentful (docs/deploying.md):',
        "  accountPlan 'plan-basic', fees and feesAsOf: Basic has no fees, so it would be offered without its fee information document (Zahlungskontengesetz § 5) and without its column of the price list",
        "  accountPlan 'plan-impact', fees and feesAsOf: Impact has no fees, so it would be offered without its fee information document (Zahlungskontengesetz § 5) and without its column of the price list",
      ].join('\n'),
    );
    const local = await loadContent({ locale: 'de-DE', env });
    expect(local.accountPlans.map((plan) => [plan.slug, Boolean(plan.feeInformation)])).toEqual([
      ['basic', false],
      ['impact', false],
      ['impact-plus', true],
    ]);
  });

  it("stops the registration app's and the API's read of the plans too", async () => {
    await expect(loadPlanChoices(['de-DE', 'en-EU'], { CONTENT_EXPORT_FILE: withoutFees, DEPLOY_ENV: 'production' })).rejects.toThrow(
      /2 gap\(s\) in the content/,
    );
    const choices = await loadPlanChoices(['en-EU'], { CONTENT_EXPORT_FILE: withoutFees });
    expect(choices['en-EU'].map((plan) => plan.hasFeeInformation)).toEqual([false, false, true]);
  });

  it('lets the bundled content through: every plan has its fees', async () => {
    await expect(loadPlanChoices(['de-DE', 'en-EU'], { DEPLOY_ENV: 'production' })).resolves.toBeDefined();
  });
});
