import { BLOCKS, type Document } from '@contentful/rich-text-types';
import type { Locale } from '@site/i18n';
import { ContentError } from '../ContentError';
import { defaultContentLocale, isLink, type RawAsset, type RawEntry } from '../exportFormat';
import type { ContentDocument, ContentImage } from '../types';
import { documentContentType, documentFile, documentPath } from '../documents';
import type { ImageMeta } from '../images/imageMeta';

/**
 * How a field is read in a locale (the README lists which field uses which):
 * - 'both': localized text that must exist in the requested locale (no fallback);
 * - 'fallback': localized, but de-DE may fall back to the en-EU value;
 * - 'shared': not localized; the single value lives under the default locale en-EU.
 */
export type Localization = 'both' | 'fallback' | 'shared';

export interface MapContext {
  locale: Locale;
  entries: Map<string, RawEntry>;
  assets: Map<string, RawAsset>;
  images: Map<string, ImageMeta>;
  /** Public URL prefix of the media folder, where documents are served; default '/media'. */
  mediaBase?: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** Reads the fields of one entry in one locale, throwing a ContentError that names the spot. */
export class EntryReader {
  constructor(
    readonly entry: RawEntry,
    readonly ctx: MapContext,
  ) {}

  get id(): string {
    return this.entry.sys.id;
  }

  get contentType(): string {
    return this.entry.sys.contentType.sys.id;
  }

  fail(field: string, problem: string, locale: string = this.ctx.locale): never {
    throw new ContentError({ entryId: this.id, contentType: this.contentType, field, locale }, problem);
  }

  /** The raw value and the locale it was read from; undefined when absent. */
  private raw(field: string, how: Localization): { value: unknown; locale: string } {
    const values = this.entry.fields[field];
    if (how === 'shared') return { value: values?.[defaultContentLocale], locale: defaultContentLocale };
    const own = values?.[this.ctx.locale];
    if (own !== undefined && own !== null && own !== '') return { value: own, locale: this.ctx.locale };
    if (how === 'fallback') return { value: values?.[defaultContentLocale], locale: defaultContentLocale };
    return { value: undefined, locale: this.ctx.locale };
  }

  private required(field: string, how: Localization): { value: unknown; locale: string } {
    const found = this.raw(field, how);
    if (found.value === undefined || found.value === null || found.value === '') {
      this.fail(field, 'required value is missing', found.locale);
    }
    return found;
  }

  text(field: string, how: Localization = 'both'): string {
    const { value, locale } = this.required(field, how);
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, `expected non-empty text, got ${describe(value)}`, locale);
    return value;
  }

  optionalText(field: string, how: Localization = 'fallback'): string | undefined {
    const { value, locale } = this.raw(field, how);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') this.fail(field, `expected text, got ${describe(value)}`, locale);
    return value;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], how: Localization = 'shared'): T {
    const value = this.text(field, how);
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(field, `expected one of ${allowed.join(', ')}, got '${value}'`, how === 'shared' ? defaultContentLocale : undefined);
    }
    return value as T;
  }

  number(field: string, options: { integer?: boolean; min?: number; max?: number } = {}): number {
    const { value, locale } = this.required(field, 'shared');
    return this.checkNumber(field, value, locale, options);
  }

  optionalNumber(field: string, options: { integer?: boolean; min?: number; max?: number } = {}): number | undefined {
    const { value, locale } = this.raw(field, 'shared');
    if (value === undefined || value === null) return undefined;
    return this.checkNumber(field, value, locale, options);
  }

  private checkNumber(field: string, value: unknown, locale: string, o: { integer?: boolean; min?: number; max?: number }): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(field, `expected a number, got ${describe(value)}`, locale);
    if (o.integer && !Number.isInteger(value)) this.fail(field, `expected a whole number, got ${value}`, locale);
    if (o.min !== undefined && value < o.min) this.fail(field, `expected at least ${o.min}, got ${value}`, locale);
    if (o.max !== undefined && value > o.max) this.fail(field, `expected at most ${o.max}, got ${value}`, locale);
    return value;
  }

  boolean(field: string): boolean {
    const { value, locale } = this.required(field, 'shared');
    if (typeof value !== 'boolean') this.fail(field, `expected true or false, got ${describe(value)}`, locale);
    return value;
  }

  /** A Contentful Date field, returned as given (YYYY-MM-DD or a full ISO timestamp). */
  date(field: string): string {
    const value = this.text(field, 'shared');
    if (!isoDate.test(value) || Number.isNaN(Date.parse(value))) this.fail(field, `expected an ISO date, got '${value}'`, defaultContentLocale);
    return value;
  }

  stringList(field: string, how: Localization = 'shared'): string[] {
    const { value, locale } = this.required(field, how);
    if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
      this.fail(field, `expected a non-empty list of texts, got ${describe(value)}`, locale);
    }
    return value as string[];
  }

  /** A JSON (Object) field, checked by `check`, which returns a problem or undefined. */
  json<T>(field: string, how: Localization, check: (value: unknown) => string | undefined): T {
    const { value, locale } = this.required(field, how);
    const problem = check(value);
    if (problem) this.fail(field, problem, locale);
    return value as T;
  }

  richText(field: string, how: Localization = 'both'): Document {
    const { value, locale } = this.required(field, how);
    const doc = value as Partial<Document> | null;
    if (typeof doc !== 'object' || doc === null || doc.nodeType !== BLOCKS.DOCUMENT || !Array.isArray(doc.content) || doc.content.length === 0) {
      this.fail(field, 'expected a non-empty rich-text document', locale);
    }
    return doc as Document;
  }

  /** A linked entry of one of the given content types, as a reader. */
  link(field: string, contentTypes: readonly string[]): EntryReader {
    const { value, locale } = this.required(field, 'shared');
    return this.follow(field, value, contentTypes, locale, '');
  }

  /** An optional list of linked entries (an absent field is an empty list). */
  links(field: string, contentTypes: readonly string[]): EntryReader[] {
    const { value, locale } = this.raw(field, 'shared');
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) this.fail(field, `expected a list of links, got ${describe(value)}`, locale);
    return value.map((item, index) => this.follow(field, item, contentTypes, locale, ` at ${index}`));
  }

  private follow(field: string, value: unknown, contentTypes: readonly string[], locale: string, where: string): EntryReader {
    if (!isLink(value, 'Entry')) this.fail(field, `expected a link to an entry${where}, got ${describe(value)}`, locale);
    const target = this.ctx.entries.get(value.sys.id);
    if (!target) this.fail(field, `linked entry '${value.sys.id}' is missing or unpublished`, locale);
    const type = target.sys.contentType.sys.id;
    if (!contentTypes.includes(type)) this.fail(field, `linked entry '${value.sys.id}' is a '${type}', expected ${contentTypes.join(' or ')}`, locale);
    return new EntryReader(target, this.ctx);
  }

  /**
   * A PDF asset linked by a localized field in the requested locale, without falling back to
   * another language's document (a German page must not offer the English one as its own).
   */
  optionalDocument(field: string): ContentDocument | undefined {
    const { value, locale } = this.raw(field, 'both');
    if (value === undefined || value === null) return undefined;
    if (!isLink(value, 'Asset')) this.fail(field, `expected a link to an asset, got ${describe(value)}`, locale);
    const asset = this.ctx.assets.get(value.sys.id);
    if (!asset) this.fail(field, `linked asset '${value.sys.id}' is missing or unpublished`, locale);
    const file = documentFile(asset, locale);
    if (!file?.url || file.contentType !== documentContentType) {
      this.fail(field, `linked asset '${value.sys.id}' is not a PDF (${file?.contentType ?? 'no file'})`, locale);
    }
    return { id: asset.sys.id, url: `${(this.ctx.mediaBase ?? '/media').replace(/\/+$/, '')}/${documentPath(asset.sys.id, file)}`, fileName: file.fileName, bytes: file.details?.size ?? 0 };
  }

  image(field: string): ContentImage {
    const found = this.optionalImage(field);
    if (!found) this.fail(field, 'required image is missing', defaultContentLocale);
    return found;
  }

  optionalImage(field: string): ContentImage | undefined {
    const { value, locale } = this.raw(field, 'shared');
    if (value === undefined || value === null) return undefined;
    if (!isLink(value, 'Asset')) this.fail(field, `expected a link to an asset, got ${describe(value)}`, locale);
    const asset = this.ctx.assets.get(value.sys.id);
    const meta = this.ctx.images.get(value.sys.id);
    if (!asset || !meta) this.fail(field, `linked asset '${value.sys.id}' is missing, unpublished or not an image`, locale);
    const alt = pick(asset.fields.description, this.ctx.locale) ?? pick(asset.fields.title, this.ctx.locale) ?? '';
    return { id: asset.sys.id, alt, ...meta };
  }
}

/** Localized asset texts fall back to en-EU (alt texts are optional per locale). */
function pick(values: Record<string, unknown> | undefined, locale: string): string | undefined {
  const own = values?.[locale];
  if (typeof own === 'string' && own !== '') return own;
  const fallback = values?.[defaultContentLocale];
  return typeof fallback === 'string' && fallback !== '' ? fallback : undefined;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}
