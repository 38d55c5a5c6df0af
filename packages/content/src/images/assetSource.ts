import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultContentLocale, type AssetFile, type RawAsset } from '../exportFormat';

export interface AssetSourceOptions {
  /** Folder with files laid out like the asset URLs (`images.ctfassets.net/...`); checked first. */
  assetsDir: string;
  /** Folder where downloaded files are kept between runs. */
  cacheDir: string;
  fetchImpl?: typeof fetch;
}

export function assetFile(asset: RawAsset): AssetFile | undefined {
  const files = asset.fields.file;
  return files?.[defaultContentLocale] ?? (files ? Object.values(files)[0] : undefined);
}

/** `//images.ctfassets.net/a/b/c.svg` -> `images.ctfassets.net/a/b/c.svg` (safe relative path). */
export function assetRelativePath(url: string): string {
  const clean = url.replace(/^(https?:)?\/\//, '').split('?')[0] ?? '';
  const parts = clean.split('/').filter((p) => p !== '' && p !== '.' && p !== '..');
  return parts.join('/');
}

/**
 * The bytes of an asset: the bundled copy when there is one (so the bundled export and the SDK
 * test need no network), otherwise downloaded once at build time and kept in the cache.
 */
export async function readAssetBytes(asset: RawAsset, options: AssetSourceOptions): Promise<Buffer> {
  const file = assetFile(asset);
  if (!file?.url) throw new Error(`Asset '${asset.sys.id}' has no file.`);
  return readFileBytes(asset.sys.id, file, options);
}

/** The bytes of one of an asset's files (an asset has a file per locale). */
export async function readFileBytes(assetId: string, file: AssetFile, options: AssetSourceOptions): Promise<Buffer> {
  const relative = assetRelativePath(file.url);
  const local = path.join(options.assetsDir, relative);
  if (existsSync(local)) return readFile(local);
  const cached = path.join(options.cacheDir, createHash('sha256').update(file.url).digest('hex').slice(0, 32));
  if (existsSync(cached)) return readFile(cached);
  const url = file.url.startsWith('//') ? `https:${file.url}` : file.url;
  const response = await (options.fetchImpl ?? fetch)(url);
  if (!response.ok) throw new Error(`Downloading asset '${assetId}' from ${url} failed: HTTP ${response.status}.`);
  const bytes = Buffer.from(await response.arrayBuffer());
  await mkdir(options.cacheDir, { recursive: true });
  await writeFile(cached, bytes);
  return bytes;
}
