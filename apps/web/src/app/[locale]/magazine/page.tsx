import styled from 'styled-components';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { Container } from '@/components/layout/Container';
import { PageIntro } from '@/components/content/PageIntro';
import { Section } from '@/components/content/Section';
import { ArticleTeaser } from '@/components/magazine/ArticleTeaser';
import { MagazineEnd } from '@/components/magazine/MagazineEnd';
import { MagazineList } from '@/components/magazine/MagazineList';
import { teaserGrid } from '@/components/magazine/magazineStyles';
import { routeMetadata } from '@/lib/metadata';
import { withMagazineFeeds } from '@/lib/magazineFeedRoute';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';

/** Teasers per 'show more'. */
const BATCH_SIZE = 6;

const List = styled.div`
  ${teaserGrid}
`;

export async function generateMetadata(props: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await props.params;
  return withMagazineFeeds(await routeMetadata('magazine')(props), locale);
}

export default async function MagazinePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, content] = await Promise.all([getTranslations({ locale, namespace: 'MagazinePage' }), getContent(locale)]);
  const articles = [...content.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const shownText = Object.fromEntries(
    Array.from({ length: articles.length + 1 }, (_, shown) => [shown, t('shown', { shown, total: articles.length })]),
  );
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="magazine" />
      <PageIntro title={t('headline')} lead={t('lead')} theme="Apricot" />
      <Container>
        <Section>
          <List>
            <MagazineList
              batchSize={BATCH_SIZE}
              showMoreLabel={t('showMore')}
              shownText={shownText}
              end={<MagazineEnd locale={locale} />}
              teasers={articles.map((article, index) => ({
                slug: article.slug,
                card: (
                  <ArticleTeaser
                    article={article}
                    locale={locale}
                    readingTime={t('readingTime', { minutes: article.readingTimeMinutes })}
                    priority={index === 0}
                  />
                ),
              }))}
            />
          </List>
        </Section>
      </Container>
    </>
  );
}
