import { routes, type RouteId } from '@site/config/routes';
import type { Locale } from '@site/i18n';

/**
 * The pages that get a share card of their own (issue 26): the home page, the fund, each tool,
 * and each job, article and company. Every other page keeps the generic `/og-image.png`.
 */
export type ShareCardKind = 'home' | 'fund' | 'tool' | 'job' | 'article' | 'company';

/** Detail pages live one segment below their list page (lib/detailRoutes). */
const detailKinds: ReadonlyArray<[RouteId, ShareCardKind]> = [
  ['jobs', 'job'],
  ['magazine', 'article'],
  ['companies', 'company'],
];

const isDetailOf = (path: string, id: RouteId) => {
  const list = routes[id].path;
  return path.startsWith(list) && /^[^/]+\/$/.test(path.slice(list.length));
};

/** The kind of share card of the page at `path` (below the locale, trailing slash), or null. */
export function shareCardKind(path: string): ShareCardKind | null {
  if (path === routes.home.path) return 'home';
  if (path === routes.investing.path) return 'fund';
  if (Object.values(routes).some((route) => 'tool' in route && route.tool && route.path === path)) return 'tool';
  return detailKinds.find(([id]) => isDetailOf(path, id))?.[1] ?? null;
}

/** URL path of a page's share card: `/og/{locale}{path}card.png`, beside nothing else. */
export function shareCardPath(locale: Locale, path: string): string {
  return `/og/${locale}${path}card.png`;
}

/** The page's locale and path from a share card's URL path (the inverse of shareCardPath). */
export function pageOfShareCard(cardPath: string): { locale: string; path: string } | null {
  const [, locale, path] = /^\/og\/([^/]+)(\/(?:.*\/)?)card\.png$/.exec(cardPath) ?? [];
  return locale && path ? { locale, path } : null;
}
