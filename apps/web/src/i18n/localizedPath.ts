/**
 * `/{locale}{path}`, e.g. localizedPath('de-DE', '/jobs/') -> '/de-DE/jobs/'. A module of its
 * own so a client component (the header's LocaleSwitch) can use it without bundling the route
 * table of routes.ts, which re-exports it.
 */
export function localizedPath(locale: string, path: string): string {
  return `/${locale}${path}`;
}
