import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentfulExport } from '../exportFormat';
import { bundledAssetsDir, bundledExportFile } from '../paths';
import { processImages } from './processImages';
import { fitInside } from './imageMeta';

const data = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;

describe('fitInside', () => {
  it.each([
    [1600, 900, 1000, 563],
    [600, 600, 600, 600],
    [900, 3000, 300, 1000],
    [1000, 1000, 1000, 1000],
  ])('%ix%i fits as %ix%i', (w, h, ew, eh) => {
    expect(fitInside(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('processImages', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'media-'));
  const assets = data.assets.filter((a) => ['img-hero-home', 'img-person-lena'].includes(a.sys.id));
  let result: Awaited<ReturnType<typeof processImages>>;

  beforeAll(async () => {
    result = await processImages(assets, {
      outDir, mediaBase: '/media', assetsDir: bundledAssetsDir(), cacheDir: path.join(outDir, 'cache'),
      fetchImpl: () => { throw new Error('no network in tests'); },
    });
  });

  it('writes a webp and a jpeg per image, at most 1000x1000, named as the metadata says', async () => {
    expect(readdirSync(outDir).filter((f) => /\.(webp|jpg)$/.test(f))).toHaveLength(4);
    const hero = result.get('img-hero-home');
    expect(hero).toMatchObject({ width: 1000, height: 750 });
    for (const file of [hero?.webp, hero?.jpeg]) {
      const meta = await sharp(path.join(outDir, path.basename(String(file)))).metadata();
      expect([meta.width, meta.height]).toEqual([1000, 750]);
    }
    expect((await sharp(path.join(outDir, path.basename(String(hero?.jpeg)))).metadata()).format).toBe('jpeg');
    expect(hero?.webp).toMatch(/^\/media\/img-hero-home-[0-9a-f]{10}\.webp$/);
  });

  it('makes a 24x24 placeholder as a small data URI', async () => {
    const placeholder = result.get('img-person-lena')?.placeholder ?? '';
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(placeholder.split(',')[1] ?? '', 'base64');
    expect(bytes.length).toBeLessThan(1000);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([24, 24]);
  });
});
