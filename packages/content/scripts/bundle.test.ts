import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assets, documents, entries } from '../source';
import { bundledExportFile } from '../src/paths';
import { buildExport, committedDocument, toRawEntry, contentTypes } from './bundle';

const sources = { entries, assets, documents: documents.map(committedDocument) };

describe('the bundled export', () => {
  it('is up to date with source/ and the migrations (run `pnpm --filter @site/content export`)', () => {
    const onDisk = JSON.parse(readFileSync(bundledExportFile(), 'utf8'));
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(buildExport(sources).data)));
  });

  it('has one content type per migration, with locales de-DE and en-EU', () => {
    const { data } = buildExport(sources);
    expect(data.contentTypes.map((t) => t.sys.id)).toContain('budgetAdvice');
    expect(data.contentTypes.map((t) => t.sys.id)).toContain('office');
    // Every createContentType of the migrations, so a new migration needs no count changed here.
    const migrations = path.join(__dirname, '..', 'migrations');
    const created = readdirSync(migrations)
      .filter((file) => /^\d+-.*\.cjs$/.test(file))
      .flatMap((file) => readFileSync(path.join(migrations, file), 'utf8').match(/createContentType\('(\w+)'/g) ?? []);
    expect(created.length).toBeGreaterThanOrEqual(20);
    expect(data.contentTypes).toHaveLength(created.length);
    expect(data.locales.map((l) => l.code).sort()).toEqual(['de-DE', 'en-EU']);
  });

  it('rejects a source field written without locales for a localized field', () => {
    const types = new Map(contentTypes().map((t) => [t.sys.id, t]));
    expect(() => toRawEntry({ id: 'x', type: 'review', fields: { title: 'no locales' } }, types)).toThrow(
      "Entry 'x' (review): field 'title' is localized; write it with l(de, en).",
    );
  });
});
