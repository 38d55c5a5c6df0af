// The pages every preset measures: one of each page type in both locales, from the route
// registry (packages/config/src/routes.ts), the 404 page, a detail page from the export, and
// the registration app's screens. `BENCH_PAGES` narrows them for a rerun (`selectPages`).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales, registrationSegment } from '@site/i18n/localeList';
import { pageType } from './routes.mjs';

export { locales };

/**
 * Detail pages (jobs, companies, articles) come from content below their list page, not from
 * the registry: the first article of the magazine (by slug) in the export stands for them. An
 * article has a hero picture, the kind of page whose LCP is an image.
 */
export function detailPath(webOut, locale, listPath = '/magazine/') {
  const dir = join(webOut, locale, listPath);
  if (!existsSync(dir)) return null;
  const slug = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort()[0];
  return slug ? `/${locale}${listPath}${slug}/` : null;
}

/**
 * One page of each type (the first route of that type), in both locales. For system pages an
 * account page is taken: `/app/` is noindex too, but it sends phones on to their app store, so
 * a mobile run would measure the store's redirect instead of our page. The 404 page is a type of
 * its own, served for unknown paths; Lighthouse refuses a 404 status, so it is measured at its
 * own URL (same file, status 200).
 */
export function webPagesOf(routes, webOut) {
  const byType = new Map();
  const sendsPhonesAway = (route) => route.id === 'appLink';
  for (const route of routes) {
    const type = pageType(route);
    if (!byType.has(type) || (sendsPhonesAway(byType.get(type)) && !sendsPhonesAway(route))) byType.set(type, route);
  }
  const pages = [];
  for (const [type, route] of byType) {
    for (const locale of locales) pages.push({ type, id: route.id, locale, path: `/${locale}${route.path}` });
  }
  if (!byType.has('detail')) {
    for (const locale of locales) {
      const path = detailPath(webOut, locale);
      if (path) pages.push({ type: 'detail', id: 'article', locale, path });
    }
  }
  for (const locale of locales) pages.push({ type: 'notFound', id: '404', locale, path: `/${locale}/404.html` });
  return pages;
}

/** The registration app's two screens in both locales. */
export const registrationScreens = locales.map(registrationSegment).flatMap((l) => [
  { type: 'registration', id: 'register', locale: l, path: `/${l}/` },
  { type: 'registration', id: 'error', locale: l, path: `/${l}/error` },
]);

/** A page of the registry by id, in one locale, as a bench page of `type`. */
export const routePage = (routes, id, locale, type) => ({ type, id, locale, path: `/${locale}${routes.find((r) => r.id === id).path}` });

/**
 * `BENCH_PAGES`: a comma-separated list; a page is kept when its key (`type:id:locale`) or its
 * path contains one of the entries (`home`, `magazine`, `tool:accounts`, `/en-EU/`,
 * `registration`). Empty or unset keeps every page. The floors are never filtered out.
 */
export function selectPages(pages, spec = process.env.BENCH_PAGES) {
  const wanted = (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return pages;
  return pages.filter((p) => p.type === 'floor' || wanted.some((w) => `${p.type}:${p.id}:${p.locale}`.includes(w) || p.path?.includes(w)));
}

/** The two pages the hydrated figure was first taken on (issue 22), en-EU. */
export const hydrationExtras = (routes) => [routePage(routes, 'budgetCalculator', 'en-EU', 'tool'), routePage(routes, 'newsletter', 'en-EU', 'content')];

/**
 * The applied preset's pages beyond one of each type: those of issue 48's table, en-EU (the
 * magazine, whose largest paint was a picture's placeholder, and the two above).
 */
export const appliedExtras = (routes) => [...hydrationExtras(routes), routePage(routes, 'magazine', 'en-EU', 'content')];

/** The exported file a page path is served from. */
export const fileOfPath = (dir, path) => join(dir, decodeURIComponent(path), path.endsWith('.html') ? '' : 'index.html');
