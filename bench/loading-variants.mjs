// node bench/loading-variants.mjs <variant> <out dir> <path> ...: a copy of apps/web/out whose pages
// load their chunks another way (lib/loadingVariants.mjs: next, largest-first, preload, preload-high, paint-report), for compare.mjs.
import { writeLoadingVariant } from './lib/loadingVariants.mjs';

const [variant, to, ...paths] = process.argv.slice(2);
if (!variant || !to || paths.length === 0) {
  console.error('usage: node bench/loading-variants.mjs <next|largest-first|preload|preload-high|paint-report> <out dir> <path> ...');
  process.exit(2);
}
writeLoadingVariant(new URL('../apps/web/out', import.meta.url).pathname, to, variant, paths);
console.log(`${to}: ${paths.join(', ')} load their chunks the '${variant}' way`);
