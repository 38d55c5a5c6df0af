/** @jest-environment node */
import { dirname } from 'node:path';
import sharp from 'sharp';
import { themes } from '@site/theme';
import { readShareCardFonts, renderShareCard, shareCardElement, shareCardSize, shareCardThemes, titleFontSize, type ShareCardInput } from './card';

const fonts = readShareCardFonts(dirname(require.resolve('@fontsource/inter/package.json')));

const job: ShareCardInput = {
  kind: 'job',
  title: 'Compliance Manager',
  brand: 'Evergreen',
  label: 'Jobs',
  address: 'www.evergreen.example/en-EU',
};

/** Every string in an element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node) return texts((node as { props: { children?: unknown } }).props.children);
  return [];
}

/** The style of every element in a tree. */
function styles(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(styles);
  if (node && typeof node === 'object' && 'props' in node) {
    const { style, children } = (node as { props: { style?: Record<string, unknown>; children?: unknown } }).props;
    return [...(style ? [style] : []), ...styles(children)];
  }
  return [];
}

describe('shareCardElement', () => {
  it('shows the title, the brand from its input, the label and the address', () => {
    const shown = texts(shareCardElement(job));
    expect(shown).toEqual(expect.arrayContaining(['Compliance Manager', 'Evergreen', 'Jobs', 'www.evergreen.example/en-EU']));
    expect(texts(shareCardElement({ ...job, brand: 'Kiefer' }))).toContain('Kiefer');
    expect(texts(shareCardElement({ ...job, brand: 'Kiefer' }))).not.toContain('Evergreen');
  });

  it("paints each kind in its theme's colours from @site/theme", () => {
    for (const kind of ['home', 'fund', 'tool', 'job', 'article', 'company'] as const) {
      const theme = themes[shareCardThemes[kind]];
      const [root] = styles(shareCardElement({ ...job, kind }));
      expect(root).toMatchObject({ backgroundColor: theme.background, color: theme.text, ...shareCardSize });
    }
  });

  it('gives a long title a smaller size and a four-line limit, so it never overflows', () => {
    const long = 'Warum nachhaltige Geldanlage kein Verzicht ist: Rendite, Risiko und Wirkung im Vergleich der letzten zehn Jahre';
    expect(titleFontSize(long)).toBeLessThan(titleFontSize(job.title));
    const title = styles(shareCardElement({ ...job, title: long })).find((style) => style.fontSize === titleFontSize(long));
    expect(title).toMatchObject({ lineClamp: 4, wordBreak: 'break-word' });
  });

  it('leaves the label out for the home page', () => {
    expect(texts(shareCardElement({ ...job, kind: 'home', label: '' }))).toEqual(['E', 'Evergreen', 'Compliance Manager', 'www.evergreen.example/en-EU']);
  });
});

describe('renderShareCard', () => {
  it('draws a 1200×630 PNG', async () => {
    const png = await renderShareCard(job, fonts);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it('draws the text: another title or label gives another picture', async () => {
    const [a, b, c] = await Promise.all([
      renderShareCard(job, fonts),
      renderShareCard({ ...job, title: 'Compliance-Managerin' }, fonts),
      renderShareCard({ ...job, label: 'Stellen' }, fonts),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    expect(a.equals(await renderShareCard(job, fonts))).toBe(true);
  });
});
