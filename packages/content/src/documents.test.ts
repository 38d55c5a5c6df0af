import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentFile, documentPath, writeDocuments } from './documents';
import type { ContentfulExport } from './exportFormat';
import { assetRelativePath } from './images/assetSource';
import { bundledAssetsDir, bundledExportFile } from './paths';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;

describe('the document step', () => {
  it("copies every PDF asset's file into the media folder, where the loader links it, and nothing else", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'documents-'));
    try {
      const cacheDir = path.join(outDir, 'cache');
      expect(await writeDocuments(data.assets, { outDir, assetsDir: bundledAssetsDir(), cacheDir })).toBe(2);
      for (const id of ['kid-fund-main-de-DE', 'kid-fund-main-en-EU']) {
        const asset = data.assets.find((a) => a.sys.id === id)!;
        const file = documentFile(asset, 'de-DE')!;
        const written = path.join(outDir, documentPath(id, file));
        expect(readFileSync(written).equals(readFileSync(path.join(bundledAssetsDir(), assetRelativePath(file.url))))).toBe(true);
        expect(readFileSync(written).subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(existsSync(path.join(outDir, 'documents', 'img-hero-home'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('gives a document a new path when its file changes, and a safe file name', () => {
    const file = { url: '//assets.ctfassets.net/s/a/t1/KID Fonds (DE).pdf', fileName: 'KID Fonds (DE).pdf', contentType: 'application/pdf' };
    const changed = { ...file, url: '//assets.ctfassets.net/s/a/t2/KID Fonds (DE).pdf' };
    expect(documentPath('a', file)).toMatch(/^documents\/a\/[0-9a-f]{10}\/KID-Fonds-DE\.pdf$/);
    expect(documentPath('a', changed)).not.toBe(documentPath('a', file));
  });
});
