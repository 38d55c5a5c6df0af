import type { MetadataRoute } from 'next';
import { locales } from '@site/i18n';
import { siteConfig } from '@/config';
import { localizedPath, routes } from '@/routes';

export const dynamic = 'force-static';

/** Every indexable route in both locales, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((route) => route.indexable)
    .flatMap((route) =>
      locales.map((locale) => ({
        url: `${siteConfig.siteUrl}${localizedPath(locale, route.path)}`,
        alternates: {
          languages: Object.fromEntries(
            locales.map((l) => [l, `${siteConfig.siteUrl}${localizedPath(l, route.path)}`]),
          ),
        },
      })),
    );
}
