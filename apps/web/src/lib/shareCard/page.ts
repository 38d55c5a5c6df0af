import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import deBreadcrumbs from '@site/i18n/messages/de-DE/Breadcrumbs.json' with { type: 'json' };
import deNavigation from '@site/i18n/messages/de-DE/Navigation.json' with { type: 'json' };
import enBreadcrumbs from '@site/i18n/messages/en-EU/Breadcrumbs.json' with { type: 'json' };
import enNavigation from '@site/i18n/messages/en-EU/Navigation.json' with { type: 'json' };
import type { Locale } from '@site/i18n';
import { readShareCardFonts, renderShareCard, type ShareCardInput } from './card';
import { pageOfShareCard, shareCardKind, type ShareCardKind } from './kind';

const labels: Record<Locale, { navigation: typeof enNavigation; breadcrumbs: typeof enBreadcrumbs }> = {
  'de-DE': { navigation: deNavigation, breadcrumbs: deBreadcrumbs },
  'en-EU': { navigation: enNavigation, breadcrumbs: enBreadcrumbs },
};

/** The small word above the title, in the page's locale, from the catalogues the header uses. */
export function shareCardLabel(kind: ShareCardKind, locale: Locale): string {
  const { navigation, breadcrumbs } = labels[locale];
  const byKind: Record<ShareCardKind, string> = {
    home: '',
    fund: navigation.investing,
    tool: navigation.tools,
    job: navigation.jobs,
    article: navigation.magazine,
    company: breadcrumbs.companies,
  };
  return byKind[kind];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (entities[name.toLowerCase()] ?? whole),
  );

/** The content of `<meta property="…">` in an exported page (React writes property, then content). */
export function metaProperty(html: string, property: string): string | null {
  const match = new RegExp(`<meta property="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? null : decode(match[1]);
}

/**
 * What an exported page's card shows, read from the page's own tags (lib/metadata.ts writes
 * them): its text is og:image:alt (the title the page shows), the brand og:site_name, the address
 * og:url's host with the locale. Null when the page's og:image is not a card of its own.
 */
export function shareCardOfPage(html: string): { file: string; input: ShareCardInput } | null {
  const image = metaProperty(html, 'og:image');
  const pageUrl = metaProperty(html, 'og:url');
  if (!image || !pageUrl) return null;
  const imagePath = new URL(image).pathname;
  const page = pageOfShareCard(imagePath);
  if (!page) return null;
  const kind = shareCardKind(page.path);
  const locale = page.locale as Locale;
  if (!kind || !(locale in labels)) throw new Error(`share cards: ${imagePath} names a page that gets no card of its own`);
  return {
    file: imagePath,
    input: {
      kind,
      title: metaProperty(html, 'og:image:alt') ?? '',
      brand: metaProperty(html, 'og:site_name') ?? '',
      label: shareCardLabel(kind, locale),
      address: `${new URL(pageUrl).host}/${locale}`,
    },
  };
}

interface WriteShareCardsOptions {
  /** The export (apps/web/out). */
  out: string;
  htmlFiles: readonly string[];
  /** Cards by the hash of what they show; a card whose text did not change is copied, not drawn. */
  cacheDir: string;
  /** The @fontsource/inter package folder. */
  fontsourceDir: string;
  /** Changes whenever the design does (the hash of card.tsx), so a new design draws every card again. */
  designKey: string;
}

/** Draws the card of every page that has one into the export; returns how many were drawn and copied. */
export async function writeShareCards({ out, htmlFiles, cacheDir, fontsourceDir, designKey }: WriteShareCardsOptions) {
  const fonts = readShareCardFonts(fontsourceDir);
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  let cached = 0;
  for (const file of htmlFiles) {
    const card = shareCardOfPage(readFileSync(file, 'utf8'));
    if (!card) continue;
    const target = join(out, card.file);
    mkdirSync(dirname(target), { recursive: true });
    const key = createHash('sha256').update(designKey).update(JSON.stringify(card.input)).digest('hex');
    const hit = join(cacheDir, `${key}.png`);
    if (existsSync(hit)) {
      copyFileSync(hit, target);
      cached++;
    } else {
      const png = await renderShareCard(card.input, fonts);
      writeFileSync(target, png);
      writeFileSync(hit, png);
      drawn++;
    }
  }
  return { drawn, cached };
}
