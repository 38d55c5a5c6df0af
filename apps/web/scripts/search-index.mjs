// Site search (docs/decisions.md, "Site search"): a Pagefind index of the pages search engines
// may index, the ones sitemap.xml lists (the route registry's indexed pages and the content
// detail pages), each in its own language (Pagefind keeps one index per `<html lang>`), written
// to out/pagefind/. The browser loads it only when a visitor opens search.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { excludeSelectors, spaceBetweenElements } from './search-index-text.mjs';

/** The pages of a built export's sitemap, as paths (`/de-DE/jobs/`). */
export function sitemapPaths(out) {
  const xml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Indexes `paths` of the export in `out` (each a folder with an index.html) and writes the index
 * to out/pagefind/. What it reads of each page: search-index-text.mjs.
 */
export async function writeSearchIndex(out, paths) {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    for (const path of paths) {
      const content = spaceBetweenElements(readFileSync(join(out, path, 'index.html'), 'utf8'));
      const added = await index.addHTMLFile({ url: path, content });
      if (added.errors.length) throw new Error(`search index: ${path}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: join(out, 'pagefind') });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return paths.length;
}
