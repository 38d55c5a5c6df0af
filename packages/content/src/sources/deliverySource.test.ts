import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'contentful';
import { clearContentCache, loadContent } from '../loadContent';
import { scaleExport } from '../generate/scaleExport';
import { startDeliveryStub, type DeliveryStub } from '../testing/deliveryStub';
import { bundledExportFile } from '../paths';
import { readExportFile } from './fileSource';
import type { ContentfulExport } from '../exportFormat';

const space = 'stubspace';
const accessToken = 'test-delivery-token-0123456789';
let stub: DeliveryStub;
let data: ContentfulExport;
let exportFile: string;

beforeAll(async () => {
  // Factor 20 gives more than 1,000 entries, so the SDK has to page with skip and limit.
  data = scaleExport(await readExportFile(bundledExportFile()), 20);
  exportFile = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'export.json');
  writeFileSync(exportFile, JSON.stringify(data));
  stub = await startDeliveryStub(data, { space, accessToken, port: { from: 3200, to: 3299 } });
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => clearContentCache());

const sdkEnv = () => ({
  CONTENTFUL_SPACE_ID: space,
  CONTENTFUL_ACCESS_TOKEN: accessToken,
  CONTENTFUL_HOST: `http://${stub.host}`,
});

describe('the Delivery API path through the contentful SDK', () => {
  // Mapping 1,300 entries twice takes seconds; on a loaded 2-core machine far more than
  // Jest's default 5 s. The limit is a hang guard, not a speed requirement.
  jest.setTimeout(120_000);

  it('has more than 1,000 entries to page through', () => {
    expect(data.entries.length).toBeGreaterThan(1000);
  });

  it.each(['de-DE', 'en-EU'] as const)('gives the same domain objects as the export file in %s', async (locale) => {
    const fromFile = await loadContent({ locale, env: { CONTENT_EXPORT_FILE: exportFile } });
    stub.requests.length = 0;
    const fromApi = await loadContent({ locale, env: sdkEnv() });
    expect(fromApi).toEqual(fromFile);
    expect(fromApi.companies).toHaveLength(40 * 20);
    const entryRequests = stub.requests.filter((r) => r.includes('/entries'));
    expect(entryRequests.some((r) => /[?&]skip=1000(&|$)/.test(r))).toBe(true);
    expect(entryRequests.every((r) => /[?&]locale=\*/.test(decodeURIComponent(r)) && /[?&]include=2/.test(r))).toBe(true);
    expect(stub.requests.some((r) => r.includes('/assets'))).toBe(true);
  });

  it('fails with the API error when the token is wrong', async () => {
    await expect(
      loadContent({ locale: 'en-EU', env: { ...sdkEnv(), CONTENTFUL_ACCESS_TOKEN: 'wrong' } }),
    ).rejects.toThrow(/401|access token/i);
  });

  it('answers a single locale with Contentful fallback (de-DE falls back to en-EU)', async () => {
    const client = createClient({ space, accessToken, host: stub.host, insecure: true, retryOnError: false });
    const entries = await client.withoutLinkResolution.getEntries({ locale: 'de-DE', 'sys.id': 'fund-main', include: 0, limit: 1000 });
    const fund = entries.items.find((e) => e.sys.id === 'fund-main');
    expect(fund?.fields.name).toBe('{brand} Zukunftsfonds');
    // isin is not localized: stored under en-EU only, so de-DE reads it through the fallback.
    expect(fund?.fields.isin).toBe('DE000A2QJ1V8');
  });
});
