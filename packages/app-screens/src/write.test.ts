/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { allMessages } from '@site/i18n/web';
import type { Locale } from '@site/i18n';
import { accountScreen, transferScreen } from './inputs';
import { appScreenDesignKey, writeAppScreens } from './write';

const context = (locale: Locale) => ({ locale, brand: 'Evergreen', messages: allMessages(locale, { brand: 'Evergreen', partnerBank: 'Partner Bank AG' }) });
const fontsourceDir = dirname(require.resolve('@fontsource/inter/package.json'));

describe('writeAppScreens', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'app-screens-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each screen as webp and jpeg at both widths, named by screen, locale and hash, with what a <picture> needs', async () => {
    const outDir = join(dir, 'out');
    const { images } = await writeAppScreens({
      screens: [accountScreen(context('de-DE')), accountScreen(context('en-EU'))],
      outDir,
      urlBase: '/app-screens',
      cacheDir: join(dir, 'cache'),
      fontsourceDir,
      designKey: 'test',
    });
    expect(images.map((image) => image.id)).toEqual(['account-de-DE', 'account-en-EU']);
    const [de, en] = images;
    expect(de).toMatchObject({ width: 240, height: 492, webp: expect.stringMatching(/^\/app-screens\/account-de-DE-[0-9a-f]{10}-240\.webp$/) });
    expect(de!.variants).toEqual([{ width: 480, height: 984, webp: expect.stringMatching(/-480\.webp$/), jpeg: expect.stringMatching(/-480\.jpg$/) }]);
    expect(de!.alt).toContain('Kontostand von 1.240,50');
    expect(en!.alt).toContain('balance of €1,240.50');
    expect(de!.webp).not.toBe(en!.webp);
    expect(readdirSync(outDir)).toHaveLength(8);
    for (const image of images) {
      for (const variant of [image, ...image.variants]) {
        for (const file of [variant.webp, variant.jpeg]) {
          const meta = await sharp(join(outDir, file.replace('/app-screens/', ''))).metadata();
          expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
        }
      }
    }
  });

  it('draws a screen once and copies it from the cache while its design and data stay the same', async () => {
    const options = {
      screens: [transferScreen(context('en-EU'))],
      outDir: join(dir, 'out'),
      urlBase: '/app-screens',
      cacheDir: join(dir, 'cache'),
      fontsourceDir,
      designKey: 'design 1',
    };
    const first = await writeAppScreens(options);
    expect(first).toMatchObject({ drawn: 1, cached: 0 });
    rmSync(options.outDir, { recursive: true });
    const second = await writeAppScreens(options);
    expect(second).toMatchObject({ drawn: 0, cached: 1 });
    expect(second.images).toEqual(first.images);
    expect(readdirSync(options.outDir)).toHaveLength(4);
    // Other data (the brand) or another design: drawn again, under a new name.
    const other = await writeAppScreens({ ...options, screens: [transferScreen({ ...context('en-EU'), brand: 'Kiefer' })] });
    expect(other).toMatchObject({ drawn: 1, cached: 0 });
    expect(other.images[0]!.webp).not.toBe(first.images[0]!.webp);
    expect(await writeAppScreens({ ...options, designKey: 'design 2' })).toMatchObject({ drawn: 1, cached: 0 });
    expect(readdirSync(options.cacheDir)).toHaveLength(3);
  });
});

describe('appScreenDesignKey', () => {
  it('changes with any source file of the package, not with its tests', () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-screens-key-'));
    try {
      mkdirSync(join(dir, 'src', 'design'), { recursive: true });
      writeFileSync(join(dir, 'package.json'), '{}');
      writeFileSync(join(dir, 'src', 'design', 'Screen.tsx'), 'a');
      const before = appScreenDesignKey(dir);
      writeFileSync(join(dir, 'src', 'design', 'Screen.test.tsx'), 'test');
      expect(appScreenDesignKey(dir)).toBe(before);
      writeFileSync(join(dir, 'src', 'design', 'Screen.tsx'), 'b');
      expect(appScreenDesignKey(dir)).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
