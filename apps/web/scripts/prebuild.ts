/**
 * The web build's first step (package.json `prebuild`), in one process: the production-mode check
 * that next.config.ts makes too, run first so that a build with placeholders stops before any
 * work; then the content images (@site/content/images, into public/media) and the app screens
 * (scripts/app-screens.ts), which read them.
 */
import { assertProductionConfig } from '@site/config';
import { writeImages } from '@site/content/images';

try {
  // next.config.ts reports which vendors stay off; here only the refusal counts.
  assertProductionConfig(process.env, () => {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { outDir, count } = await writeImages();
console.log(`Wrote ${count} images (webp + jpeg) to ${outDir}`);
await import('./app-screens');
