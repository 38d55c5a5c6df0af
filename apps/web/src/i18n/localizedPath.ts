/**
 * `/{locale}{path}`, as routes.ts's localizedPath (which must import nothing: the bench loads
 * that file alone): a module of its own so the header's LocaleSwitch, on every page, does not
 * bundle the route table. localizedPath.test.ts keeps the two equal.
 */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}

/**
 * The inverse, for a browser path: pathWithoutLocale('/de-DE/jobs/', 'de-DE') -> '/jobs/',
 * '/de-DE' -> '/'. Every URL carries its locale (routing.ts), so this is all next-intl's
 * navigation usePathname would do here, without its runtime in every page's bundle.
 */
export function pathWithoutLocale(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  return pathname.slice(prefix.length) || '/';
}
