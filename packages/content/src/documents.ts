import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultContentLocale, type AssetFile, type RawAsset } from './exportFormat';
import { readFileBytes, type AssetSourceOptions } from './images/assetSource';

/**
 * PDF assets (the fund's key information document): the site serves each file as it is, below
 * the media folder, at a path that changes when the file does (Contentful gives every upload a
 * new URL), under the file's own name, so a saved copy keeps it.
 */
export const documentContentType = 'application/pdf';

/** An asset's file in a locale: its own, or the one of the default locale, where an asset's file usually is. */
export function documentFile(asset: RawAsset, locale: string): AssetFile | undefined {
  const files = asset.fields.file;
  return files?.[locale] ?? files?.[defaultContentLocale];
}

/** 'documents/kid-fund-main-de-DE/1f2e3d4c5b/basisinformationsblatt.pdf', below the media folder. */
export function documentPath(assetId: string, file: AssetFile): string {
  const version = createHash('sha256').update(file.url).digest('hex').slice(0, 10);
  const name = file.fileName.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+(?=\.)|^-+|-+$/g, '') || 'document.pdf';
  return `documents/${assetId}/${version}/${name}`;
}

/**
 * The build's document step, beside the image step: copies every file of every PDF asset into the
 * media folder at its `documentPath`. Returns how many files it wrote or found there.
 */
export async function writeDocuments(assets: RawAsset[], options: AssetSourceOptions & { outDir: string }): Promise<number> {
  let count = 0;
  for (const asset of assets) {
    const files = Object.values(asset.fields.file ?? {}).filter((file) => file.contentType === documentContentType);
    for (const file of new Map(files.map((f) => [f.url, f])).values()) {
      const target = path.join(options.outDir, documentPath(asset.sys.id, file));
      if (!existsSync(target)) {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, await readFileBytes(asset.sys.id, file, options));
      }
      count++;
    }
  }
  return count;
}
