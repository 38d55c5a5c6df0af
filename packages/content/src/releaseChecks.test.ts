import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentfulExport } from './exportFormat';
import { clearContentCache, loadContent } from './loadContent';
import { bundledExportFile } from './paths';
import { loadPlanChoices } from './plans';
import { assertReleaseContent, planFeeGaps, ReleaseContentError } from './releaseChecks';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-content-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => clearContentCache());

/**
 * An export file of the bundled content with the fund's key information document of some
 * languages removed, and the Basic and Impact plans without their fees (as before migration 42)
 * when `fees` is false.
 */
function exportWith({ kidLocales = [] as string[], fees = true } = {}): string {
  const entries = data.entries.map((e) => {
    if (e.sys.id === 'fund-main' && kidLocales.length) {
      const kid = Object.fromEntries(Object.entries(e.fields.keyInformationDocument!).filter(([locale]) => !kidLocales.includes(locale)));
      return { ...e, fields: { ...e.fields, keyInformationDocument: kid } };
    }
    if (!fees && (e.sys.id === 'plan-basic' || e.sys.id === 'plan-impact')) {
      const { fees: _fees, feesAsOf: _asOf, ...fields } = e.fields;
      return { ...e, fields };
    }
    return e;
  });
  const file = path.join(dir, `export-${kidLocales.join('-')}-${fees}.json`);
  writeFileSync(file, JSON.stringify({ ...data, entries }));
  return file;
}

const header = (n: number) => `DEPLOY_ENV=production: ${n} gap(s) in the content would be published. Fill in these fields in Contentful (docs/deploying.md):`;
const kidGap =
  "  fund 'fund-main', keyInformationDocument and keyInformationDate and keyInformationVersion (de-DE): no key information document in this language: link the fund company's PDF and give its date and version";
const feeGap = (id: string, name: string) =>
  `  accountPlan '${id}', fees and feesAsOf: ${name} has no fees, so it would be offered without its fee information document (Zahlungskontengesetz § 5) and without its column of the price list`;

describe('the release check of the content', () => {
  it('names every plan without its fees, with the fields to fill in, only in production mode', () => {
    const gaps = planFeeGaps([
      { id: 'plan-basic', name: 'Basic' },
      { id: 'plan-impact', name: 'Impact', feeInformation: { asOf: '2025-10-01', fees: {} as never } },
    ]);
    expect(gaps).toEqual([expect.objectContaining({ entryId: 'plan-basic', contentType: 'accountPlan', fields: ['fees', 'feesAsOf'] })]);
    expect(() => assertReleaseContent(gaps, { DEPLOY_ENV: 'production' })).toThrow(ReleaseContentError);
    expect(() => assertReleaseContent(gaps, {})).not.toThrow();
    expect(() => assertReleaseContent([], { DEPLOY_ENV: 'production' })).not.toThrow();
  });

  it('stops a production build on a fund without its key information document, naming the entry, the fields and the language', async () => {
    const env = { DEPLOY_ENV: 'production', CONTENT_EXPORT_FILE: exportWith({ kidLocales: ['de-DE'] }) };
    const error = await loadContent({ locale: 'de-DE', env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseContentError);
    expect((error as Error).message).toBe([header(1), kidGap].join('\n'));
    // The English one is there.
    await expect(loadContent({ locale: 'en-EU', env })).resolves.toMatchObject({ fund: { keyInformation: { version: '4' } } });
  });

  it('stops a production build of the site on a plan without its fees, listing each; other builds show the plan without them', async () => {
    const env = { CONTENT_EXPORT_FILE: exportWith({ fees: false }) };
    const error = await loadContent({ locale: 'de-DE', env: { ...env, DEPLOY_ENV: 'production' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseContentError);
    expect((error as Error).message).toBe([header(2), feeGap('plan-basic', 'Basic'), feeGap('plan-impact', 'Impact')].join('\n'));
    const local = await loadContent({ locale: 'de-DE', env });
    expect(local.accountPlans.map((plan) => [plan.slug, Boolean(plan.feeInformation)])).toEqual([
      ['basic', false],
      ['impact', false],
      ['impact-plus', true],
    ]);
  });

  it('reports every gap of a build in one error: the fund document and the fees together', async () => {
    const env = { DEPLOY_ENV: 'production', CONTENT_EXPORT_FILE: exportWith({ kidLocales: ['de-DE'], fees: false }) };
    await expect(loadContent({ locale: 'de-DE', env })).rejects.toThrow([header(3), kidGap, feeGap('plan-basic', 'Basic'), feeGap('plan-impact', 'Impact')].join('\n'));
  });

  it("stops the registration app's and the API's read of the plans too", async () => {
    const withoutFees = exportWith({ fees: false });
    await expect(loadPlanChoices(['de-DE', 'en-EU'], { CONTENT_EXPORT_FILE: withoutFees, DEPLOY_ENV: 'production' })).rejects.toThrow(/2 gap\(s\) in the content/);
    const choices = await loadPlanChoices(['en-EU'], { CONTENT_EXPORT_FILE: withoutFees });
    expect(choices['en-EU'].map((plan) => plan.hasFeeInformation)).toEqual([false, false, true]);
  });

  it('not while content is edited and previewed locally', async () => {
    const content = await loadContent({ locale: 'de-DE', env: { CONTENT_EXPORT_FILE: exportWith({ kidLocales: ['de-DE', 'en-EU'] }) } });
    expect(content.fund.keyInformation).toBeUndefined();
  });

  it('passes the bundled content: every plan has its fees, the fund a sample document in each language', async () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      await expect(loadContent({ locale, env: { DEPLOY_ENV: 'production' } })).resolves.toMatchObject({ fund: { keyInformation: { date: '2025-09-30' } } });
    }
    await expect(loadPlanChoices(['de-DE', 'en-EU'], { DEPLOY_ENV: 'production' })).resolves.toBeDefined();
  });
});
