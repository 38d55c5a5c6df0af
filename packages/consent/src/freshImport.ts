/**
 * A dynamic `import()` that fetches again after a failure.
 *
 * The HTML standard keeps a failed module fetch in the module map, so a second `import()` of the
 * same URL can reject at once without a request: Chromium 150 did, and a visitor whose
 * connection dropped while a chunk loaded could not load it again until they reloaded the page.
 * So after a failure the next call imports the URL with a `retry` query the module map has not
 * seen; once a URL has loaded, every later call imports that same URL (the module map returns
 * the one instance). `load` is the native `import()`, given by the caller so that the bundler of
 * each app sees it where it is written.
 *
 * Self-contained on purpose: the registration app's build writes this function's source into
 * each chunk that has dynamic imports (apps/registration/vite/freshImports.ts), so it may use
 * nothing from outside its own body.
 */
export function createFreshImport<T = unknown>(load: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const current = new Map<string, string>();
  let failures = 0;
  return (url: string) =>
    load(current.get(url) ?? url).catch((error: unknown) => {
      // New to this page's module map, and, with the time, to any other copy of this function.
      current.set(url, `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}-${++failures}`);
      throw error;
    });
}
