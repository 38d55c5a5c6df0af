// After `next build`: give each locale the 404.html that static hosts answer unknown paths
// with (Cloudflare Pages uses the nearest 404.html up the tree), and make the root 404 the
// default locale's, since a path outside any locale has no language of its own.
import { createHash } from 'node:crypto';
import { existsSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readSiteConfig, securityTxt } from '@site/config';
import { defaultLocale, locales } from '@site/i18n/localeList';
import { secureExport } from '@site/security/node';
import { deferFontPreload } from './font-preload.mjs';
import { externalPayload } from './payload.mjs';
import { loadScriptsAfterFirstFrame } from './script-loading.mjs';
import { sitemapPaths, writeSearchIndex } from './search-index.mjs';
import { writeShareCards } from '../src/lib/shareCard/page.ts';
import { writeFactsheets } from '../src/lib/fundDocuments/write.ts';

const out = new URL('../out/', import.meta.url).pathname;
for (const locale of locales) {
  const rendered = join(out, locale, '404', 'index.html');
  if (!existsSync(rendered)) throw new Error(`postbuild: ${rendered} is missing`);
  // /{locale}/404/ stays too: the 404 page's language switch links the other locale's one.
  copyFileSync(rendered, join(out, locale, '404.html'));
}
copyFileSync(join(out, defaultLocale, '404.html'), join(out, '404.html'));
// Next's own not-found renderings are superseded by the 404.html files above.
for (const dir of ['404', '_not-found']) rmSync(join(out, dir), { recursive: true, force: true });
console.log(`postbuild: wrote 404.html for ${locales.join(', ')} and the root`);

// RFC 9116: where to report a vulnerability, valid for a year from this build.
mkdirSync(join(out, '.well-known'), { recursive: true });
writeFileSync(join(out, '.well-known', 'security.txt'), securityTxt(readSiteConfig(process.env), new Date()));
console.log('postbuild: wrote .well-known/security.txt');

// The font preload only for returning visitors (font-preload.mjs), the RSC payload out of the
// HTML into a script of its own (payload.mjs) and the script chunks after the first frame
// (script-loading.mjs), before the hashing below: each becomes an inline script.
const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : path.endsWith('.html') ? [path] : [];
  });
let deferredFonts = 0;
let deferredScripts = 0;
let payloads = 0;
for (const file of htmlFiles(out)) {
  const html = readFileSync(file, 'utf8');
  const fonts = deferFontPreload(html);
  const payload = externalPayload(fonts);
  if (payload) {
    const script = join(out, payload.path);
    mkdirSync(dirname(script), { recursive: true });
    writeFileSync(script, payload.script);
    payloads++;
  }
  const rewritten = loadScriptsAfterFirstFrame(payload?.html ?? fonts, { first: payload?.path });
  if (fonts !== html) deferredFonts++;
  if (rewritten !== fonts) deferredScripts++;
  if (rewritten !== html) writeFileSync(file, rewritten);
}
console.log(`postbuild: font preload for returning visitors only, on ${deferredFonts} pages`);
console.log(`postbuild: RSC payload as a script of its own, on ${payloads} pages`);
console.log(`postbuild: script chunks after the first frame, on ${deferredScripts} pages`);

// The share cards (Open Graph images) of the pages that have their own (src/lib/shareCard),
// drawn from each page's tags, cached by what they show in node_modules/.cache.
const cards = await writeShareCards({
  out,
  htmlFiles: htmlFiles(out),
  cacheDir: new URL('../node_modules/.cache/share-cards/', import.meta.url).pathname,
  fontsourceDir: dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  designKey: createHash('sha256').update(readFileSync(new URL('../src/lib/shareCard/card.tsx', import.meta.url))).digest('hex'),
});
console.log(`postbuild: share cards, ${cards.drawn} drawn and ${cards.cached} from the cache`);

// The fund's factsheet, as PDF in every locale, from the same content and configuration as the
// fund page that links it (src/lib/fundDocuments). Its key information document is the fund
// company's, a PDF of the content that the image step copies (public/media/documents).
const factsheets = await writeFactsheets({ out, fontsourceDir: dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')) });
console.log(`postbuild: factsheets ${factsheets.join(', ')}`);

// Site search over the pages of the sitemap, in each page's language (search-index.mjs).
const indexed = await writeSearchIndex(out, sitemapPaths(out));
console.log(`postbuild: search index of ${indexed} pages in out/pagefind`);

// Last, once every HTML file is final: hash each page's inline scripts into its own <meta> CSP
// (Next's inline bootstrap scripts differ per page, so per-page hashes would not fit in
// Cloudflare's 100 _headers rules) and write `_headers` with the other security headers and
// frame-ancestors, which only a header can carry.
// wasm: the search engine (Pagefind) is WebAssembly.
const secured = secureExport({ dir: out, mode: 'meta', env: process.env, immutable: ['/_next/static/*'], wasm: true });
console.log(`postbuild: CSP <meta> on ${secured.pages.length} pages (${secured.hashes} inline-script hashes), out/_headers written`);
