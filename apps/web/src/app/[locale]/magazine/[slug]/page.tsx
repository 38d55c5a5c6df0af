import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { BackLink, Section } from '@/components/content/Section';
import { Picture } from '@site/content/react';
import { RichText } from '@/components/content/RichText';
import { MagazineEnd } from '@/components/magazine/MagazineEnd';
import { ArticleEmbeds } from '@/components/magazine/ArticleEmbeds';
import { formatDate } from '@/lib/format';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { withMagazineFeeds } from '@/lib/magazineFeedRoute';
import { detailPath, detailPaths } from '@/lib/detailRoutes';
import { siteConfig } from '@/config';
import { space, vars } from '@site/theme';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleLd } from '@/lib/structuredData';
import { href } from '@site/config/routes';

type Params = Promise<{ locale: Locale; slug: string }>;

export const dynamicParams = false;

export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) =>
      (await getContent(locale)).articles.map((article) => ({ locale, slug: article.slug })),
    ),
  );
  return perLocale.flat();
}

async function findArticle(locale: Locale, slug: string) {
  const article = (await getContent(locale)).articles.find((a) => a.slug === slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const article = await findArticle(locale, slug);
  const metadata = await pageMetadata({
    locale,
    path: await detailPaths('article', locale, slug),
    namespace: 'ArticlePage',
    values: { title: article.title, teaser: article.teaser },
    cardTitle: article.title,
    article: { publishedTime: article.publishedAt, authors: [article.author], section: article.category },
  });
  return withMagazineFeeds(metadata, locale);
}

const Body = styled.div`
  max-width: 44rem;
  font-size: 1.0625rem;

  img {
    width: 100%;
    border-radius: 0.75rem;
  }

  .article-meta {
    color: var(--color-text-muted);
  }

  /* The pull quote: set apart from the body text, as a reader expects a quotation to be. */
  blockquote {
    position: relative;
    margin: ${space.xl} 0;
    padding: ${space.s} 0 ${space.s} ${space.l};
    border-inline-start: 0.25rem solid ${vars.color.accent};
    font-size: 1.375rem;
    font-style: italic;
    line-height: 1.4;
  }

  blockquote p {
    margin: 0;
  }

  blockquote p::before {
    content: open-quote;
  }

  blockquote p::after {
    content: close-quote;
  }
`;

export default async function ArticlePage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const article = await findArticle(locale, slug);
  const [t, magazine] = await Promise.all([
    getTranslations({ locale, namespace: 'ArticlePage' }),
    getTranslations({ locale, namespace: 'MagazinePage' }),
  ]);
  return (
    <>
      <BreadcrumbJsonLd locale={locale} path={detailPath('article', slug)} name={article.title} />
      <JsonLd data={articleLd(article, siteConfig, absoluteUrl(locale, detailPath('article', slug)), locale)} />
      <PageIntro
        title={article.title}
        lead={article.teaser}
        before={<BackLink href={href('magazine', locale)}>{t('back')}</BackLink>}
      />
      <Container>
        <Body as="article" aria-label={article.title}>
          <p className="article-meta">
            {t('byline', { author: article.author })} ·{' '}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time> ·{' '}
            {magazine('readingTime', { minutes: article.readingTimeMinutes })}
          </p>
          <Picture image={article.heroImage} priority />
          <Section>
            <RichText document={article.body} />
          </Section>
          <ArticleEmbeds embeds={article.embeds} locale={locale} />
        </Body>
        <MagazineEnd locale={locale} />
      </Container>
    </>
  );
}
