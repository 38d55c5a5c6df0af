import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@site/i18n';
import { isPreviewBuild, siteConfig } from '@/config';
import { localizedPath, pageTypeOf, routes, type RouteId } from '@site/config/routes';
import { shareCardKind, shareCardPath } from './shareCard/kind';

export function absoluteUrl(locale: Locale, path: string): string {
  return `${siteConfig.siteUrl}${localizedPath(locale, path)}`;
}

interface PageMetadataInput {
  locale: Locale;
  /**
   * Path below the locale, with a trailing slash (the route registry, @site/config/routes); the same in both locales, or
   * one per locale for pages whose slug is translated (content detail pages, lib/detailRoutes).
   */
  path: string | Record<Locale, string>;
  /** Namespace with `title` and `description`. */
  namespace: string;
  /** Values for placeholders in title or description. */
  values?: Record<string, string>;
  noindex?: boolean;
  /**
   * The title its share card shows (a job's, article's or company's name) when the page is one
   * that gets its own card (lib/shareCard/kind.ts); default: the page's title without ' | {brand}'.
   */
  cardTitle?: string;
  /** An article's Open Graph details: the page is then `og:type` article. */
  article?: { publishedTime: string; authors: string[]; section: string };
}

/** A title without its closing ' | {brand}': the card shows the brand on its own. */
export function withoutBrandSuffix(title: string): string {
  const suffix = ` | ${siteConfig.brand}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

type PageProps = { params: Promise<{ locale: Locale }> };

/** generateMetadata of a page of the route registry: its path, namespace and indexability. */
export function routeMetadata(id: RouteId) {
  return async ({ params }: PageProps): Promise<Metadata> => {
    const { locale } = await params;
    const { path, namespace, indexable } = routes[id];
    return pageMetadata({ locale, path, namespace, noindex: !indexable });
  };
}

/** Title, description, canonical, hreflang alternates and Open Graph tags of a page. */
export async function pageMetadata({
  locale,
  path,
  namespace,
  values,
  noindex = false,
  cardTitle,
  article,
}: PageMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const title = t('title', values);
  const description = t('description', values);
  const pathIn = (l: Locale) => (typeof path === 'string' ? path : path[l]);
  const url = absoluteUrl(locale, pathIn(locale));
  // Its own card (scripts/share-cards.mjs draws it after the build from these tags), or the generic picture.
  const image = shareCardKind(pathIn(locale))
    ? { url: `${siteConfig.siteUrl}${shareCardPath(locale, pathIn(locale))}`, alt: cardTitle ?? withoutBrandSuffix(title) }
    : { url: `${siteConfig.siteUrl}/og-image.png`, alt: siteConfig.brand };
  const images = [{ ...image, width: 1200, height: 630, type: 'image/png' }];
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, pathIn(l))])),
        'x-default': absoluteUrl('en-EU', pathIn('en-EU')),
      },
    },
    openGraph: {
      title,
      description,
      url,
      siteName: siteConfig.brand,
      locale: locale.replace('-', '_'),
      alternateLocale: locales.filter((l) => l !== locale).map((l) => l.replace('-', '_')),
      images,
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images },
    // What field data reports the page as (@site/consent fieldDataBeacon.ts), never its path.
    other: { 'page-type': pageTypeOf(pathIn('en-EU')) },
    // A preview build shows drafts: nothing of it may be indexed or followed.
    robots: isPreviewBuild ? { index: false, follow: false } : noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}
