import { createFreshImport } from '@site/consent/freshImport';

/**
 * The Pagefind index written by the postbuild (apps/web/scripts/search-index.mjs) into
 * `out/pagefind/`, loaded in the browser only when a visitor opens search. Pagefind picks the
 * index of the page's `<html lang>`, so a page searches only its own locale's pages.
 */
const pagefindUrl = '/pagefind/pagefind.js';

/**
 * One result as Pagefind's `data()` gives it: `excerpt` is HTML with the matches in `<mark>`,
 * `content` the page's indexed text and `locations` the positions of the matched words in it.
 */
export interface SearchResult {
  url: string;
  excerpt: string;
  content: string;
  locations: number[];
  meta: { title?: string };
}

export interface SearchHit {
  id: string;
  data: () => Promise<SearchResult>;
}

interface Pagefind {
  init: () => Promise<void>;
  /** Resolves null when a later call superseded this one. */
  debouncedSearch: (query: string, options?: object, debounceMs?: number) => Promise<{ results: SearchHit[] } | null>;
}

/** A native import (the bundler leaves it alone) that fetches again after a failed load. */
const freshImport = createFreshImport((url) => import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>);

let engine: Promise<Pagefind> | undefined;

/** Loads Pagefind's script, its WebAssembly and the locale's index once; a failed load is tried again on the next call. */
export function loadPagefind(): Promise<Pagefind> {
  engine ??= freshImport(pagefindUrl).then(async (pagefind) => {
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}
