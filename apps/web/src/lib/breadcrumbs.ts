import { routeList, type RouteId } from '@site/config/routes';
import type { BreadcrumbItem } from './structuredData';

/**
 * The breadcrumb trail of a page from the route registry: home, then every registry page whose
 * path is a prefix of `path` (the investing page above the companies, the list above a job), then
 * the page itself. A prefix without a page of its own (`/legal/`) is left out. `current` names a
 * content detail page, which is not in the registry.
 */
export function breadcrumbTrail(
  path: string,
  labelOf: (id: RouteId) => string,
  urlOf: (path: string) => string,
  current?: string,
): BreadcrumbItem[] {
  const segments = path.split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`)];
  return prefixes.flatMap((prefix) => {
    const route = routeList.find((r) => r.path === prefix);
    if (route) return [{ name: labelOf(route.id), url: urlOf(prefix) }];
    return prefix === path && current ? [{ name: current, url: urlOf(prefix) }] : [];
  });
}
