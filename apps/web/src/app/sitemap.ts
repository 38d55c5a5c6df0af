import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@site/i18n';
import { isPreviewBuild, siteConfig } from '@/config';
import { detailRoutes } from '@/lib/detailRoutes';
import { feeInformationPath, localizedPath, routeList } from '@site/config/routes';
import { getContent } from '@site/content';
import { plansWithFees } from '@/lib/feeDocuments/pageDocument';

export const dynamic = 'force-static';

const url = (locale: Locale, path: string) => `${siteConfig.siteUrl}${localizedPath(locale, path)}`;

/** One sitemap entry per locale, each with the hreflang alternates of all locales. */
function entries(pathIn: (locale: Locale) => string): MetadataRoute.Sitemap {
  return locales.map((locale) => ({
    url: url(locale, pathIn(locale)),
    alternates: { languages: Object.fromEntries(locales.map((l) => [l, url(l, pathIn(l))])) },
  }));
}

/**
 * Every indexable route of the route registry, every content detail page (jobs, companies, articles,
 * whose slugs differ per locale) and every plan's fee information document in both locales, each
 * with its hreflang alternates. Empty in an editor preview build, whose pages are all noindex.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (isPreviewBuild) return [];
  const [details, content] = await Promise.all([detailRoutes(), getContent('en-EU')]);
  return [
    ...routeList.filter((route) => route.indexable).flatMap((route) => entries(() => route.path)),
    ...details.flatMap((route) => entries((locale) => route.paths[locale])),
    ...plansWithFees(content.accountPlans).flatMap((plan) => entries(() => feeInformationPath(plan.slug))),
  ];
}
