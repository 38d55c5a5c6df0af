import path from 'node:path';
import { contentSourceFromEnv } from '../loadContent';
import type { Env } from '@site/config';
import { bundledAssetsDir, contentPackageDir, defaultMediaDir } from '../paths';
import { loadFromDelivery } from '../sources/deliverySource';
import { loadFromFile } from '../sources/fileSource';
import { processImages } from './processImages';
import { writeDocuments } from '../documents';

export interface WriteImagesOptions {
  /** Output folder; default apps/web/public/media (served as /media). */
  outDir?: string;
  /** Defaults to process.env: the same source the loader reads. */
  env?: Env;
  mediaBase?: string;
}

/**
 * The build's image step: writes webp + jpeg (quality 85, at most 1000x1000) for every image asset
 * of the configured content source into the web app's media folder, and copies its PDF assets
 * there (`writeDocuments`). The file names match the paths the loader puts on the domain objects.
 */
export async function writeImages(options: WriteImagesOptions = {}): Promise<{ outDir: string; count: number; documents: number }> {
  const env = options.env ?? process.env;
  const source = contentSourceFromEnv(env);
  const raw =
    source.kind === 'file'
      ? await loadFromFile(source.file)
      : await loadFromDelivery({ space: source.space, accessToken: source.accessToken, environment: source.environment, host: source.host, insecure: source.insecure });
  const outDir = path.resolve(options.outDir ?? defaultMediaDir());
  const files = { assetsDir: bundledAssetsDir(), cacheDir: path.join(contentPackageDir(), 'node_modules', '.cache', 'site-content-assets') };
  const images = await processImages(raw.assets, { outDir, mediaBase: options.mediaBase ?? (env.MEDIA_BASE_PATH?.trim() || '/media'), ...files });
  const documents = await writeDocuments(raw.assets, { outDir, ...files });
  return { outDir, count: images.size, documents };
}

