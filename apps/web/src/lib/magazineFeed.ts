import { Feed } from 'feed';
import type { Article } from '@site/content';
import type { SiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';

/** The magazine's feeds, below the magazine's path in each locale. */
export const feedFiles = { rss: 'rss.xml', atom: 'atom.xml' } as const;
export type FeedFormat = keyof typeof feedFiles;

export const feedTypes: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

export interface MagazineFeedInput {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the magazine page. */
  magazineUrl: string;
  /** Absolute URL of an article. */
  articleUrl: (article: Article) => string;
  articles: Article[];
  config: Pick<SiteConfig, 'brand' | 'siteUrl'>;
}

/**
 * The magazine as an RSS 2.0 or Atom 1.0 document: every article, newest first, with its full
 * summary (the teaser), author, date, category and image. Written by the `feed` package, which
 * escapes and formats both standards.
 */
export function magazineFeed(input: MagazineFeedInput, format: FeedFormat): string {
  const { locale, articles, config } = input;
  const newest = articles[0]?.publishedAt;
  const feed = new Feed({
    title: input.title,
    description: input.description,
    id: input.magazineUrl,
    link: input.magazineUrl,
    language: locale,
    image: `${config.siteUrl}/apple-touch-icon.png`,
    favicon: `${config.siteUrl}/favicon.ico`,
    copyright: config.brand,
    // A fixed date from the content, so the same content gives the same file.
    updated: newest ? new Date(`${newest}T00:00:00Z`) : undefined,
    generator: config.brand,
    feedLinks: { rss: `${input.magazineUrl}${feedFiles.rss}`, atom: `${input.magazineUrl}${feedFiles.atom}` },
  });
  for (const article of articles) {
    const url = input.articleUrl(article);
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.teaser,
      author: [{ name: article.author }],
      date: new Date(`${article.publishedAt}T00:00:00Z`),
      // The feed package writes an Atom category's label attribute unescaped ('Money & life').
      category: [{ name: format === 'atom' ? escapeXmlAttribute(article.category) : article.category }],
      image: { url: `${config.siteUrl}${article.heroImage.jpeg}`, type: 'image/jpeg' },
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

function escapeXmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
