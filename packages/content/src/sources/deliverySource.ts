import { createClient } from 'contentful';
import type { RawAsset, RawContent, RawEntry } from '../exportFormat';

export interface DeliveryOptions {
  space: string;
  accessToken: string;
  environment?: string;
  /** API host without protocol, e.g. cdn.contentful.com or preview.contentful.com. */
  host?: string;
  /** Use plain http (only the local test server). */
  insecure?: boolean;
  /** Page size; the Delivery API allows at most 1000. */
  pageSize?: number;
}

interface Page<T> {
  items: T[];
  total: number;
  skip: number;
  limit: number;
  includes?: { Entry?: RawEntry[]; Asset?: RawAsset[] };
}

/**
 * Reads every published entry and asset through the `contentful` SDK with all locales (`locale=*`),
 * which gives the same per-locale field shape as a space export. Links stay unresolved; the mapper
 * resolves them by id from the entries, assets and `includes` of every page.
 */
export async function loadFromDelivery(options: DeliveryOptions): Promise<RawContent> {
  const client = createClient({
    space: options.space,
    accessToken: options.accessToken,
    environment: options.environment ?? 'master',
    host: options.host ?? 'cdn.contentful.com',
    insecure: options.insecure ?? false,
    retryOnError: true,
  }).withoutLinkResolution.withAllLocales;
  const limit = options.pageSize ?? 1000;
  const entries = new Map<string, RawEntry>();
  const assets = new Map<string, RawAsset>();

  for (let skip = 0; ; skip += limit) {
    const page = (await client.getEntries({ include: 2, skip, limit, order: ['sys.id'] })) as unknown as Page<RawEntry>;
    for (const entry of page.items) entries.set(entry.sys.id, entry);
    for (const entry of page.includes?.Entry ?? []) if (!entries.has(entry.sys.id)) entries.set(entry.sys.id, entry);
    for (const asset of page.includes?.Asset ?? []) assets.set(asset.sys.id, asset);
    if (page.items.length === 0 || skip + page.items.length >= page.total) break;
  }
  for (let skip = 0; ; skip += limit) {
    const page = (await client.getAssets({ skip, limit, order: ['sys.id'] })) as unknown as Page<RawAsset>;
    for (const asset of page.items) assets.set(asset.sys.id, asset);
    if (page.items.length === 0 || skip + page.items.length >= page.total) break;
  }
  return { entries: [...entries.values()], assets: [...assets.values()] };
}
