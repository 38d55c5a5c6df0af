import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { RawAsset } from '../exportFormat';
import { assetFile, readAssetBytes, type AssetSourceOptions } from './assetSource';
import { fitInside, imageLimits, type ImageMeta } from './imageMeta';

export interface ProcessImagesOptions extends AssetSourceOptions {
  /** Public URL prefix of the media folder, e.g. '/media'. */
  mediaBase: string;
  /** When set, the webp and jpeg files are written there (skipped when already present). */
  outDir?: string;
}

const imageTypes = /^image\/(svg\+xml|png|jpe?g|webp|gif|avif)$/;

/**
 * The one image step (SPEC §9): every image asset becomes a webp and a jpeg at quality 85, at most
 * 1000x1000, plus a 24x24 placeholder as a data URI. File names carry a hash of the source, so a
 * changed image gets a new URL.
 */
export async function processImages(assets: RawAsset[], options: ProcessImagesOptions): Promise<Map<string, ImageMeta>> {
  const result = new Map<string, ImageMeta>();
  if (options.outDir) await mkdir(options.outDir, { recursive: true });
  for (const asset of assets) {
    const file = assetFile(asset);
    if (!file || !imageTypes.test(file.contentType)) continue;
    const bytes = await readAssetBytes(asset, options);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const base = `${asset.sys.id}-${hash}`;
    const input = () => sharp(bytes);
    const meta = await input().metadata();
    if (!meta.width || !meta.height) throw new Error(`Asset '${asset.sys.id}' is not a readable image.`);
    const size = fitInside(meta.width, meta.height);
    const placeholder = await input()
      .resize(imageLimits.placeholderSize, imageLimits.placeholderSize, { fit: 'fill' })
      .webp({ quality: 50 })
      .toBuffer();
    if (options.outDir) {
      const webpFile = path.join(options.outDir, `${base}.webp`);
      const jpegFile = path.join(options.outDir, `${base}.jpg`);
      if (!existsSync(webpFile)) {
        await writeFile(webpFile, await input().resize(size.width, size.height, { fit: 'fill' }).webp({ quality: imageLimits.quality }).toBuffer());
      }
      if (!existsSync(jpegFile)) {
        await writeFile(
          jpegFile,
          await input().resize(size.width, size.height, { fit: 'fill' }).flatten({ background: '#ffffff' }).jpeg({ quality: imageLimits.quality, mozjpeg: true }).toBuffer(),
        );
      }
    }
    const prefix = options.mediaBase.replace(/\/+$/, '');
    result.set(asset.sys.id, {
      width: size.width,
      height: size.height,
      webp: `${prefix}/${base}.webp`,
      jpeg: `${prefix}/${base}.jpg`,
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    });
  }
  return result;
}
