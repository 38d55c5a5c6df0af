/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { metaProperty, shareCardLabel, shareCardOfPage, writeShareCards } from './page';

const page = (image: string, alt: string) =>
  `<html><head><meta property="og:url" content="https://www.evergreen.example/de-DE/jobs/it/"/>` +
  `<meta property="og:site_name" content="Kiefer &amp; Co"/><meta property="og:image" content="${image}"/>` +
  `<meta property="og:image:alt" content="${alt}"/></head><body></body></html>`;

describe('shareCardOfPage', () => {
  it("reads the card's text from the page's own tags, in the page's locale", () => {
    const html = page('https://www.evergreen.example/og/de-DE/jobs/it/card.png', 'IT-Leiterin (m/w/d) &quot;Kern&quot;');
    expect(shareCardOfPage(html)).toEqual({
      file: '/og/de-DE/jobs/it/card.png',
      input: { kind: 'job', title: 'IT-Leiterin (m/w/d) "Kern"', brand: 'Kiefer & Co', label: 'Jobs', address: 'www.evergreen.example/de-DE' },
    });
    expect(metaProperty(html, 'og:image:alt')).toBe('IT-Leiterin (m/w/d) "Kern"');
  });

  it('skips a page with the generic picture and refuses a card for a page that gets none', () => {
    expect(shareCardOfPage(page('https://www.evergreen.example/og-image.png', 'Evergreen'))).toBeNull();
    expect(() => shareCardOfPage(page('https://www.evergreen.example/og/de-DE/legal/imprint/card.png', 'Impressum'))).toThrow(/no card/);
  });

  it("labels each kind in the page's locale", () => {
    expect(shareCardLabel('article', 'de-DE')).toBe('Magazin');
    expect(shareCardLabel('article', 'en-EU')).toBe('Magazine');
    expect(shareCardLabel('home', 'en-EU')).toBe('');
  });
});

describe('writeShareCards', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'share-cards-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('draws each card once and copies it from the cache while its text stays the same', async () => {
    const out = join(dir, 'out');
    const files = ['a', 'b'].map((name) => join(out, name, 'index.html'));
    files.forEach((file) => mkdirSync(dirname(file), { recursive: true }));
    writeFileSync(files[0]!, page('http://localhost:3000/og/de-DE/jobs/it/card.png', 'IT-Leiterin'));
    writeFileSync(files[1]!, page('http://localhost:3000/og-image.png', 'Evergreen'));
    const options = {
      out,
      htmlFiles: files,
      cacheDir: join(dir, 'cache'),
      fontsourceDir: dirname(require.resolve('@fontsource/inter/package.json')),
      designKey: 'test',
    };
    expect(await writeShareCards(options)).toEqual({ drawn: 1, cached: 0 });
    const card = readFileSync(join(out, 'og/de-DE/jobs/it/card.png'));
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });

    rmSync(join(out, 'og'), { recursive: true });
    expect(await writeShareCards(options)).toEqual({ drawn: 0, cached: 1 });
    expect(readFileSync(join(out, 'og/de-DE/jobs/it/card.png')).equals(card)).toBe(true);

    expect(await writeShareCards({ ...options, designKey: 'new design' })).toEqual({ drawn: 1, cached: 0 });
    expect(readdirSync(join(dir, 'cache'))).toHaveLength(2);
  });
});
