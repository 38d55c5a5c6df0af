// Other ways to load a built page's chunks, for comparing against the after-paint loader
// (apps/web/scripts/script-loading.mjs) with the same build: `node bench/loading-variants.mjs`.
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterPaintLoaders } from './bytes.mjs';

/**
 * The page's HTML with its chunks loaded another way:
 * - `next`: every chunk as `<script src async>` in <head>, as Next writes it, and no loader;
 * - `largest-first`: the largest chunk (React and Next) so, the others after the paint as built;
 * - `preload` / `preload-high`: as built, plus a `<link rel=preload as=script>` per chunk right
 *   after the CSP <meta>, at low priority or at the default (High): the chunks download from the
 *   start and still run after the first frame;
 * - `paint-report`: the loader as it was before it moved (docs/decisions.md), at the end of
 *   <body> and waiting for Chromium's report of the first contentful paint alone; its new text's
 *   hash joins the page's CSP <meta>.
 * `sizeOf(src)` gives a chunk's size. Throws on a page without the loader.
 */
export function rewriteLoading(html, variant, sizeOf) {
  const [found] = afterPaintLoaders(html);
  if (!found) throw new Error('loading-variants: no after-paint loader in the page');
  const { sources } = found;
  // Where the loader's text ends and the page after it begins.
  const close = html.indexOf('</script>', found.index);
  const after = close + '</script>'.length;
  const tag = (src) => `<script src="${src}" async=""></script>`;
  if (variant === 'next') {
    const without = html.slice(0, found.index) + html.slice(after);
    return without.replace('</head>', sources.map(tag).join('') + '</head>');
  }
  if (variant === 'largest-first') {
    const largest = sources.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a));
    const rest = JSON.stringify(sources.filter((s) => s !== largest));
    return html
      .replace(found.tag, `<script data-after-paint='${rest}'>`)
      .replace('</head>', tag(largest) + '</head>');
  }
  if (variant === 'preload' || variant === 'preload-high') {
    const prio = variant === 'preload' ? ' fetchpriority="low"' : '';
    const links = sources.map((s) => `<link rel="preload" as="script" href="${s}"${prio}/>`).join('');
    // Right after the CSP <meta>, so the policy covers them, before the inline styles.
    const csp = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    const at = html.indexOf('>', csp) + 1;
    return html.slice(0, at) + links + html.slice(at);
  }
  if (variant === 'paint-report') {
    const text = html.slice(found.index + found.tag.length, close);
    const reportOnly = text.replace(/(?<!return )new PerformanceObserver/, 'return new PerformanceObserver');
    const without = html.slice(0, found.index) + html.slice(after);
    const at = without.lastIndexOf('</body>');
    const moved = without.slice(0, at) + found.tag + reportOnly + '</script>' + without.slice(at);
    // (@site/security's sha256Source is TypeScript, which the bench's plain Node cannot load.)
    const hash = (t) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`;
    return moved.replace(hash(text), `${hash(text)} ${hash(reportOnly)}`);
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
