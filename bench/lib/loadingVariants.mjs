// Other ways to load a built page's chunks, for comparing against the after-paint loader
// (apps/web/scripts/script-loading.mjs) with the same build: `node bench/loading-variants.mjs`.
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterPaintLoaders } from './bytes.mjs';

/**
 * The page's HTML with its chunks loaded another way:
 * - `next`: every chunk as `<script src async>` in <head>, as Next writes it, and no loader;
 * - `largest-first`: the largest chunk (React and Next) so, the others after the paint as built.
 * `sizeOf(src)` gives a chunk's size. Throws on a page without the loader.
 */
export function rewriteLoading(html, variant, sizeOf) {
  const [found] = afterPaintLoaders(html);
  if (!found) throw new Error('loading-variants: no after-paint loader in the page');
  const { sources } = found;
  const tag = (src) => `<script src="${src}" async=""></script>`;
  if (variant === 'next') {
    const end = html.indexOf('</script>', found.index) + '</script>'.length;
    const without = html.slice(0, found.index) + html.slice(end);
    return without.replace('</head>', sources.map(tag).join('') + '</head>');
  }
  if (variant === 'largest-first') {
    const largest = sources.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a));
    const rest = JSON.stringify(sources.filter((s) => s !== largest));
    return html
      .replace(found.tag, `<script data-after-paint='${rest}'>`)
      .replace('</head>', tag(largest) + '</head>');
  }
  throw new Error(`loading-variants: unknown variant ${variant}`);
}

/** A copy of the export `from` in `to` whose `paths` (e.g. `/en-EU/accounts/`) load their chunks the `variant` way. */
export function writeLoadingVariant(from, to, variant, paths) {
  cpSync(from, to, { recursive: true });
  const sizeOf = (src) => statSync(join(from, src)).size;
  for (const path of paths) {
    const file = join(to, path, 'index.html');
    writeFileSync(file, rewriteLoading(readFileSync(file, 'utf8'), variant, sizeOf));
  }
}
