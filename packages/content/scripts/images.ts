/**
 * `pnpm --filter @site/content images [--out dir]`: the image step of the web build (its prebuild
 * calls it). Reads the same content source as the loader (bundled export, CONTENT_EXPORT_FILE or
 * the Delivery API) and writes webp + jpeg files to apps/web/public/media by default.
 */
import { parseArgs } from 'node:util';
import { writeImages } from '../src/images/writeImages';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const { outDir, count } = await writeImages({ outDir: values.out });
console.log(`Wrote ${count} images (webp + jpeg) to ${outDir}`);
