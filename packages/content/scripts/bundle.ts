/** Turns the readable sources and the migrations into a contentful-export JSON. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales, type Locale } from '@site/i18n';
import { bundledAssetsDir } from '../src/paths';
import migrations from '../migrations/index.cjs';
import { recordMigrations } from '../src/model/recordMigrations';
import type { AssetFile, ContentType, ContentfulExport, RawAsset, RawEntry } from '../src/exportFormat';
import { isL, type SourceAsset, type SourceDocument, type SourceEntry } from '../source/define';
import { drawSvg } from './drawings';

export const bundledSpaceId = 'bundled0space';
/** Contentful's names of the site's locales. */
const localeNames: Record<Locale, string> = { 'de-DE': 'German (Germany)', 'en-EU': 'English (Europe)' };
/** A localized value in the export's shape: one field value per locale. */
const perLocale = <T>(value: Record<Locale, T>) => Object.fromEntries(locales.map((locale) => [locale, value[locale]]));
const stamp = '2025-10-01T08:00:00.000Z';

const sys = (id: string, type: 'Entry' | 'Asset') => ({
  space: { sys: { type: 'Link', linkType: 'Space', id: bundledSpaceId } },
  environment: { sys: { id: 'master', type: 'Link', linkType: 'Environment' } },
  id,
  type,
  createdAt: stamp,
  updatedAt: stamp,
  publishedVersion: 2,
  publishedAt: stamp,
  firstPublishedAt: stamp,
  publishedCounter: 1,
  version: 3,
});

export interface DrawnAsset {
  source: SourceAsset;
  svg: string;
  /** Path below the assets folder, also the asset URL without the leading '//'. */
  relativePath: string;
}

export function drawAsset(source: SourceAsset): DrawnAsset {
  const svg = drawSvg(source.drawing);
  const token = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  return { source, svg, relativePath: `images.ctfassets.net/${bundledSpaceId}/${source.id}/${token}/${source.id}.svg` };
}

function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/height="(\d+)"/.exec(svg)?.[1]);
  return { width, height };
}

/** An asset of the export: its title and description in both locales, its file under the default locale (where Contentful keeps an asset's file). */
function rawAsset(source: SourceAsset | SourceDocument, file: AssetFile): RawAsset {
  return {
    sys: sys(source.id, 'Asset') as RawAsset['sys'],
    fields: {
      title: perLocale(source.title),
      description: perLocale(source.description),
      file: { [defaultLocale]: file },
    },
  };
}

export function toRawAsset(drawn: DrawnAsset): RawAsset {
  const file = {
    url: `//${drawn.relativePath}`,
    fileName: `${drawn.source.id}.svg`,
    contentType: 'image/svg+xml',
    details: { size: Buffer.byteLength(drawn.svg), image: svgSize(drawn.svg) },
  };
  return rawAsset(drawn.source, file);
}

/** A PDF a script drew (scripts/sampleKeyInformation.ts), with its place in the assets folder. */
export interface DrawnDocument {
  source: SourceDocument;
  bytes: Buffer;
  /** Path below the assets folder, also the asset URL without the leading '//', as Contentful's: host, space, asset, token, file. */
  relativePath: string;
}

export function placeDocument(source: SourceDocument, bytes: Buffer): DrawnDocument {
  const token = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { source, bytes, relativePath: `assets.ctfassets.net/${bundledSpaceId}/${source.id}/${token}/${source.fileName}` };
}

/**
 * The committed file of a drawn document, found in its asset's folder (one token folder, named
 * after its bytes): what the export's asset must describe.
 */
export function committedDocument(source: SourceDocument): DrawnDocument {
  const dir = path.join(bundledAssetsDir(), 'assets.ctfassets.net', bundledSpaceId, source.id);
  const tokens = existsSync(dir) ? readdirSync(dir) : [];
  if (tokens.length !== 1) throw new Error(`Expected one drawn file of asset '${source.id}' in ${dir}, found ${tokens.length}: run \`pnpm --filter @site/content export\`.`);
  return placeDocument(source, readFileSync(path.join(dir, tokens[0]!, source.fileName)));
}

/** A PDF asset of one language. */
export function toRawDocument(drawn: DrawnDocument): RawAsset {
  const file = { url: `//${drawn.relativePath}`, fileName: drawn.source.fileName, contentType: 'application/pdf', details: { size: drawn.bytes.length } };
  return rawAsset(drawn.source, file);
}

/** Source entry -> export entry; checks each field against the content type (exists, localized or not). */
export function toRawEntry(source: SourceEntry, types: Map<string, ContentType>): RawEntry {
  const type = types.get(source.type);
  if (!type) throw new Error(`Entry '${source.id}': unknown content type '${source.type}'.`);
  const fields: RawEntry['fields'] = {};
  for (const [id, value] of Object.entries(source.fields)) {
    const field = type.fields.find((f) => f.id === id);
    if (!field) throw new Error(`Entry '${source.id}' (${source.type}): no field '${id}' in the content type.`);
    if (field.localized !== isL(value)) {
      throw new Error(`Entry '${source.id}' (${source.type}): field '${id}' is ${field.localized ? '' : 'not '}localized; write it ${field.localized ? 'with l(de, en)' : 'as a plain value'}.`);
    }
    fields[id] = isL(value) ? perLocale(value) : { [defaultLocale]: value };
  }
  for (const field of type.fields) {
    if (field.required && !(field.id in fields)) throw new Error(`Entry '${source.id}' (${source.type}): required field '${field.id}' is missing.`);
  }
  return {
    sys: { ...sys(source.id, 'Entry'), contentType: { sys: { type: 'Link', linkType: 'ContentType', id: source.type } } } as RawEntry['sys'],
    fields,
  };
}

export function contentTypes(): ContentType[] {
  return recordMigrations(migrations);
}

export function buildExport(sources: { entries: SourceEntry[]; assets: SourceAsset[]; documents: DrawnDocument[] }): { data: ContentfulExport; drawn: DrawnAsset[] } {
  const types = contentTypes();
  const byId = new Map(types.map((t) => [t.sys.id, t]));
  const drawn = sources.assets.map(drawAsset);
  const ids = new Set<string>();
  for (const item of [...sources.entries, ...sources.assets, ...sources.documents.map((d) => d.source)]) {
    if (ids.has(item.id)) throw new Error(`Duplicate id '${item.id}'.`);
    ids.add(item.id);
  }
  const data: ContentfulExport = {
    contentTypes: types,
    editorInterfaces: [],
    entries: sources.entries.map((e) => toRawEntry(e, byId)),
    assets: [...drawn.map(toRawAsset), ...sources.documents.map(toRawDocument)],
    // The default first, as Contentful lists a space's locales; every other falls back to it.
    locales: [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)].map((code) => ({
      code,
      name: localeNames[code],
      default: code === defaultLocale,
      fallbackCode: code === defaultLocale ? null : defaultLocale,
      optional: false,
      contentDeliveryApi: true,
      contentManagementApi: true,
    })),
    tags: [],
    webhooks: [],
    roles: [],
  };
  return { data, drawn };
}
