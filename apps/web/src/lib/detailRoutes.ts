import { getContent, type SiteContent } from '@site/content';
import { localizedPath, routes } from '@site/config/routes';
import { locales, otherLocale, type Locale } from '@site/i18n';

/**
 * The content detail pages (jobs, companies, magazine articles). Their slugs differ per locale,
 * but an item keeps its entry id in both, so the id links a page to its translation. The
 * sitemap, the hreflang/canonical alternates and the header language switch read this module.
 */
export type DetailKind = 'job' | 'company' | 'article';

/** A path below `/{locale}` for each locale. */
export type LocalePaths = Record<Locale, string>;

export interface DetailRoute {
  kind: DetailKind;
  id: string;
  paths: LocalePaths;
}

const detailKinds: Record<DetailKind, { list: string; items: (c: SiteContent) => Array<{ id: string; slug: string }> }> = {
  job: { list: routes.jobs.path, items: (c) => c.jobs },
  company: { list: routes.companies.path, items: (c) => c.companies },
  article: { list: routes.magazine.path, items: (c) => c.articles },
};

/** `/jobs/{slug}/`, `/investing/companies/{slug}/`, `/magazine/{slug}/`. */
export function detailPath(kind: DetailKind, slug: string): string {
  return `${detailKinds[kind].list}${slug}/`;
}

/** The link to a detail page: detailHref('job', 'designer', 'de-DE') -> '/de-DE/jobs/designer/'. */
export function detailHref(kind: DetailKind, slug: string, locale: Locale): string {
  return localizedPath(locale, detailPath(kind, slug));
}

async function contentByLocale(): Promise<Record<Locale, SiteContent>> {
  const all = await Promise.all(locales.map((locale) => getContent(locale)));
  return Object.fromEntries(locales.map((locale, i) => [locale, all[i]])) as Record<Locale, SiteContent>;
}

/** Every detail page with its path in each locale (an item missing in a locale falls back to its list page). */
export async function detailRoutes(): Promise<DetailRoute[]> {
  const content = await contentByLocale();
  return (Object.keys(detailKinds) as DetailKind[]).flatMap((kind) => {
    const { list, items } = detailKinds[kind];
    const ids = new Set(locales.flatMap((locale) => items(content[locale]).map((item) => item.id)));
    return [...ids].map((id) => ({
      kind,
      id,
      paths: Object.fromEntries(
        locales.map((locale) => {
          const item = items(content[locale]).find((i) => i.id === id);
          return [locale, item ? detailPath(kind, item.slug) : list];
        }),
      ) as LocalePaths,
    }));
  });
}

/** The paths of the detail page `slug` (in `locale`) in every locale, for its metadata alternates. */
export async function detailPaths(kind: DetailKind, locale: Locale, slug: string): Promise<LocalePaths> {
  const path = detailPath(kind, slug);
  const route = (await detailRoutes()).find((r) => r.kind === kind && r.paths[locale] === path);
  return route?.paths ?? (Object.fromEntries(locales.map((l) => [l, path])) as LocalePaths);
}

/**
 * For the language switch: the paths (below `/{locale}`) whose translation has a different path
 * in the other locale, mapped to that path. Every other page keeps its path when switching.
 */
export async function localeSwitchTargets(locale: Locale): Promise<Record<string, string>> {
  const target = otherLocale(locale);
  return Object.fromEntries(
    (await detailRoutes())
      .filter((route) => route.paths[locale] !== route.paths[target] && route.paths[locale] !== detailKinds[route.kind].list)
      .map((route) => [route.paths[locale], route.paths[target]]),
  );
}
