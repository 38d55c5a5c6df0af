import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultContentLocale, isLink, type ContentfulExport, type RawAsset, type RawEntry } from '../exportFormat';

export interface DeliveryStub {
  /** `127.0.0.1:port`, for CONTENTFUL_HOST (with `http://` in front) or the SDK's host option. */
  host: string;
  /** Every request path with its query, in order. Filters supported: sys.id, sys.id[in], content_type. */
  requests: string[];
  close(): Promise<void>;
}

export interface DeliveryStubOptions {
  space: string;
  accessToken: string;
  /**
   * Token of the Preview API. Requests with it see `drafts` too (new entries, and changed
   * versions of published ones replacing them); requests with `accessToken` never do.
   */
  previewToken?: string;
  drafts?: Drafts;
  environment?: string;
  /** Port, or a range to take the first free port from; 0 (default) lets the system pick. */
  port?: number | { from: number; to: number };
}

/** Unpublished entries and assets, as the Preview API shows them on top of the published ones. */
export interface Drafts {
  entries: RawEntry[];
  assets?: RawAsset[];
}

const maxLimit = 1000;

interface View {
  entries: RawEntry[];
  assets: RawAsset[];
  entryById: Map<string, RawEntry>;
  assetById: Map<string, RawAsset>;
}

/** Published items, with drafts replacing items of the same id, sorted by id like the API. */
function view(entriesIn: RawEntry[], assetsIn: RawAsset[], drafts?: Drafts): View {
  const entryById = new Map(entriesIn.map((e) => [e.sys.id, e]));
  const assetById = new Map(assetsIn.map((a) => [a.sys.id, a]));
  for (const entry of drafts?.entries ?? []) entryById.set(entry.sys.id, entry);
  for (const asset of drafts?.assets ?? []) assetById.set(asset.sys.id, asset);
  const byId = (a: { sys: { id: string } }, b: { sys: { id: string } }) => a.sys.id.localeCompare(b.sys.id);
  return { entries: [...entryById.values()].sort(byId), assets: [...assetById.values()].sort(byId), entryById, assetById };
}

/**
 * A local stand-in for the Contentful Delivery API, answering from a space export what the SDK
 * asks: entries and assets with `locale` (one locale with fallback, or `*`), `include`, `skip`,
 * `limit`, `order=sys.id`, and the bearer token. With a preview token it also plays the Preview
 * API (drafts included). Only loopback; for tests and offline builds.
 */
export async function startDeliveryStub(data: ContentfulExport, options: DeliveryStubOptions): Promise<DeliveryStub> {
  const environment = options.environment ?? 'master';
  const prefix = `/spaces/${options.space}/environments/${environment}`;
  const requests: string[] = [];
  const published = view(data.entries, data.assets);
  const preview = options.previewToken ? view(data.entries, data.assets, options.drafts) : undefined;
  const fallbacks = new Map(data.locales.map((l) => [l.code, l.fallbackCode]));

  const localize = <T extends RawEntry | RawAsset>(item: T, locale: string): unknown => {
    if (locale === '*') return item;
    const fields: Record<string, unknown> = {};
    for (const [id, values] of Object.entries(item.fields as Record<string, Record<string, unknown>>)) {
      let code: string | null | undefined = locale;
      while (code && values[code] === undefined) code = fallbacks.get(code);
      const value = code ? values[code] : values[defaultContentLocale];
      if (value !== undefined) fields[id] = value;
    }
    return { sys: { ...item.sys, locale }, fields };
  };

  const collectIncludes = ({ entryById, assetById }: View, items: RawEntry[], depth: number) => {
    const includedEntries = new Map<string, RawEntry>();
    const includedAssets = new Map<string, RawAsset>();
    let frontier: RawEntry[] = items;
    for (let level = 0; level < depth && frontier.length; level++) {
      const next: RawEntry[] = [];
      for (const entry of frontier) {
        for (const values of Object.values(entry.fields)) {
          for (const value of Object.values(values).flatMap((v) => (Array.isArray(v) ? v : [v]))) {
            if (isLink(value, 'Asset')) {
              const asset = assetById.get(value.sys.id);
              if (asset) includedAssets.set(asset.sys.id, asset);
            } else if (isLink(value, 'Entry')) {
              const linked = entryById.get(value.sys.id);
              if (linked && !includedEntries.has(linked.sys.id)) {
                includedEntries.set(linked.sys.id, linked);
                next.push(linked);
              }
            }
          }
        }
      }
      frontier = next;
    }
    return { Entry: [...includedEntries.values()], Asset: [...includedAssets.values()] };
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, id: string, message: string) =>
    send(res, status, { sys: { type: 'Error', id }, message });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stub');
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token');
    const content = token === options.accessToken ? published : preview && token === options.previewToken ? preview : undefined;
    if (!content) return error(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
    if (!url.pathname.startsWith(prefix)) return error(res, 404, 'NotFound', 'The resource could not be found.');
    const resource = url.pathname.slice(prefix.length);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    if (limit > maxLimit) return error(res, 400, 'BadRequest', `limit must not exceed ${maxLimit}`);
    const locale = url.searchParams.get('locale') ?? defaultContentLocale;
    if (locale !== '*' && !fallbacks.has(locale)) return error(res, 400, 'BadRequest', `Unknown locale: ${locale}`);
    const include = Math.min(10, Number(url.searchParams.get('include') ?? 1));

    if (resource === '/entries' || resource === '/assets') {
      const ids = url.searchParams.get('sys.id[in]')?.split(',') ?? (url.searchParams.has('sys.id') ? [url.searchParams.get('sys.id') as string] : undefined);
      const contentType = url.searchParams.get('content_type');
      const all = ((resource === '/entries' ? content.entries : content.assets) as Array<RawEntry | RawAsset>).filter(
        (item) => (!ids || ids.includes(item.sys.id)) && (!contentType || item.sys.contentType?.sys.id === contentType),
      );
      const page = all.slice(skip, skip + limit);
      const body: Record<string, unknown> = {
        sys: { type: 'Array' }, total: all.length, skip, limit,
        items: page.map((item) => localize(item, locale)),
      };
      if (resource === '/entries' && include > 0) {
        const inc = collectIncludes(content, page as RawEntry[], include);
        body.includes = { Entry: inc.Entry.map((e) => localize(e, locale)), Asset: inc.Asset.map((a) => localize(a, locale)) };
      }
      return send(res, 200, body);
    }
    return error(res, 404, 'NotFound', 'The resource could not be found.');
  };

  const server: Server = createServer(handle);
  const range = typeof options.port === 'object' ? options.port : { from: options.port ?? 0, to: options.port ?? 0 };
  for (let port = range.from; ; port++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port >= range.to) throw err;
    }
  }
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
