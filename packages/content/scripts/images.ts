/**
 * `pnpm --filter @site/content images [--out dir]`: the image step of the web build (its prebuild
 * calls it). Reads the same content source as the loader (bundled export, CONTENT_EXPORT_FILE or
 * the Delivery API) and writes webp + jpeg files, and the PDF assets, to apps/web/public/media by default.
 */
import { parseArgs } from 'node:util';
import { writeImages } from '../src/images/writeImages';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const { outDir, count, documents } = await writeImages({ outDir: values.out });
console.log(`Wrote ${count} images (webp + jpeg) and ${documents} documents (PDF) to ${outDir}`);
