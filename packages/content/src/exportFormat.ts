import { defaultLocale } from '@site/i18n';
/**
 * The shape of a Contentful space export (what contentful-export writes and contentful-import
 * reads), reduced to what this package reads or writes. The Delivery API with `locale=*` returns
 * entries and assets in the same per-locale field shape, so one mapper serves both sources.
 */
export const defaultContentLocale = defaultLocale;

export type LocalizedValue = Record<string, unknown>;

export interface Link<T extends 'Entry' | 'Asset' | 'ContentType' = 'Entry' | 'Asset'> {
  sys: { type: 'Link'; linkType: T; id: string };
}

export interface RawSys {
  id: string;
  type: 'Entry' | 'Asset';
  createdAt?: string;
  updatedAt?: string;
  contentType?: Link<'ContentType'>;
  [key: string]: unknown;
}

export interface RawEntry {
  sys: RawSys & { type: 'Entry'; contentType: Link<'ContentType'> };
  fields: Record<string, LocalizedValue>;
}

export interface AssetFile {
  url: string;
  fileName: string;
  contentType: string;
  details?: { size?: number; image?: { width: number; height: number } };
}

export interface RawAsset {
  sys: RawSys & { type: 'Asset' };
  fields: {
    title?: LocalizedValue;
    description?: LocalizedValue;
    file?: Record<string, AssetFile>;
  };
}

export interface ContentTypeField {
  id: string;
  name: string;
  type: string;
  localized: boolean;
  required: boolean;
  validations: unknown[];
  disabled: boolean;
  omitted: boolean;
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: unknown[] };
}

export interface ContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentTypeField[];
}

export interface ExportLocale {
  code: string;
  name: string;
  default: boolean;
  fallbackCode: string | null;
  optional: boolean;
  contentDeliveryApi: boolean;
  contentManagementApi: boolean;
}

export interface ContentfulExport {
  contentTypes: ContentType[];
  editorInterfaces?: unknown[];
  entries: RawEntry[];
  assets: RawAsset[];
  locales: ExportLocale[];
  tags?: unknown[];
  webhooks?: unknown[];
  roles?: unknown[];
}

/** What the mapper needs, whichever source it came from. */
export interface RawContent {
  entries: RawEntry[];
  assets: RawAsset[];
}

export function isLink(value: unknown, linkType: 'Entry' | 'Asset'): value is Link {
  if (typeof value !== 'object' || value === null) return false;
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  return sys?.type === 'Link' && sys.linkType === linkType && typeof sys.id === 'string';
}
