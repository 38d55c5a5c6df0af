/**
 * `/{locale}{path}`, e.g. localizedPath('de-DE', '/jobs/') -> '/de-DE/jobs/'. A module of its
 * own so a client component (the header's LocaleSwitch) can use it without bundling the route
 * table of routes.ts, which re-exports it.
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
