import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getContent } from '@site/content';
import { routes } from '@site/config/routes';
import { locales, type Locale } from '@site/i18n';
import { siteConfig } from '@/config';
import { detailPath } from './detailRoutes';
import { absoluteUrl } from './metadata';
import { feedFiles, feedTypes, magazineFeed, type FeedFormat } from './magazineFeed';

type Context = { params: Promise<{ locale: string }> };

/** The route handler of one of the magazine's feeds, written once per locale at build time. */
export function magazineFeedRoute(format: FeedFormat) {
  return {
    generateStaticParams: () => locales.map((locale) => ({ locale })),
    GET: async (_request: Request, { params }: Context) => {
      const { locale } = await params;
      if (!hasLocale(locales, locale)) return new Response(null, { status: 404 });
      const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'MagazinePage' }), getContent(locale)]);
      const xml = magazineFeed(
        {
          locale,
          title: t('title'),
          description: t('description'),
          magazineUrl: absoluteUrl(locale, routes.magazine.path),
          articleUrl: (article) => absoluteUrl(locale, detailPath('article', article.slug)),
          articles: content.articles,
          config: siteConfig,
        },
        format,
      );
      return new Response(xml, { headers: { 'Content-Type': `${feedTypes[format]}; charset=utf-8` } });
    },
  };
}

/** A magazine page's metadata with `<link rel="alternate">` to both feeds of its locale. */
export async function withMagazineFeeds(metadata: Metadata, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'MagazinePage' });
  const magazineUrl = absoluteUrl(locale, routes.magazine.path);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        [feedTypes.rss]: [{ url: `${magazineUrl}${feedFiles.rss}`, title: t('feedRss') }],
        [feedTypes.atom]: [{ url: `${magazineUrl}${feedFiles.atom}`, title: t('feedAtom') }],
      },
    },
  };
}
