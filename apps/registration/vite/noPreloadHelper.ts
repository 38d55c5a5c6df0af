const helper = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import in its preload helper (about 0.6 KB gzipped), which preloads a
 * lazy chunk's imports and CSS. Here the lazy chunks (consent dialog, Bugsnag, catalogues) import
 * only the entry chunk, which is already loaded, and carry no CSS of their own, so the helper
 * would never preload anything: it is replaced by a plain call. A lazy chunk with its own CSS
 * would need it back (the bench's file list shows a new CSS asset).
 */
export function noPreloadHelper() {
  return {
    name: 'registration-no-preload-helper',
    apply: 'build' as const,
    enforce: 'pre' as const,
    resolveId: (id: string) => (id === helper ? helper : undefined),
    load: (id: string) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}
