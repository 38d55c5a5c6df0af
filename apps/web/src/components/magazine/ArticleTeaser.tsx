import type { Article } from '@site/content';
import type { Locale } from '@site/i18n';
import { Picture } from '@site/content/react';
import { formatDate } from '@/lib/format';
import { detailHref } from '@/lib/detailRoutes';

/**
 * A magazine teaser card: picture, linked title, date and reading time, teaser text. `priority`:
 * the first card of the magazine, whose picture is in the first screen (its LCP element).
 */
export function ArticleTeaser({
  article,
  locale,
  readingTime,
  headingLevel = 2,
  priority = false,
}: {
  article: Article;
  locale: Locale;
  readingTime: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="article-teaser">
      <Picture image={article.heroImage} alt="" priority={priority} />
      <Heading>
        <a href={detailHref('article', article.slug, locale)}>{article.title}</a>
      </Heading>
      <p className="article-teaser__meta">
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time> · {readingTime}
      </p>
      <p>{article.teaser}</p>
    </article>
  );
}
