import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentfulExport } from './exportFormat';
import { clearContentCache, loadContent } from './loadContent';
import { bundledExportFile } from './paths';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-content-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => clearContentCache());

/** An export file of the bundled content with the fund's key information document of some languages removed. */
function exportWithoutKid(locales: string[]): string {
  const entries = data.entries.map((e) => {
    if (e.sys.id !== 'fund-main') return e;
    const kid = Object.fromEntries(Object.entries(e.fields.keyInformationDocument!).filter(([locale]) => !locales.includes(locale)));
    return { ...e, fields: { ...e.fields, keyInformationDocument: kid } };
  });
  const file = path.join(dir, `export-${locales.join('-')}.json`);
  writeFileSync(file, JSON.stringify({ ...data, entries }));
  return file;
}

describe('a production build refuses a fund without its key information document', () => {
  it('in production mode, naming the entry, the field and the language', async () => {
    const env = { DEPLOY_ENV: 'production', CONTENT_EXPORT_FILE: exportWithoutKid(['de-DE']) };
    await expect(loadContent({ locale: 'de-DE', env })).rejects.toThrow(
      "DEPLOY_ENV=production: the content is not ready for a release (1):\n- fund 'fund-main' (content type 'fund', field 'keyInformationDocument', locale 'de-DE'): " +
        "no key information document in this language; link the fund company's PDF and give its date and version",
    );
    // The English one is there.
    await expect(loadContent({ locale: 'en-EU', env })).resolves.toMatchObject({ fund: { keyInformation: { version: '4' } } });
  });

  it('not while content is edited and previewed locally', async () => {
    const content = await loadContent({ locale: 'de-DE', env: { CONTENT_EXPORT_FILE: exportWithoutKid(['de-DE', 'en-EU']) } });
    expect(content.fund.keyInformation).toBeUndefined();
  });

  it('passes the bundled content, which carries a sample for each language', async () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      await expect(loadContent({ locale, env: { DEPLOY_ENV: 'production' } })).resolves.toMatchObject({ fund: { keyInformation: { date: '2025-09-30' } } });
    }
  });
});
