import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { reviewRatingMax, type Review, type ReviewSummary } from '@site/content';
import type { Locale } from '@site/i18n';
import { space, vars } from '@site/theme';
import { Section } from '@/components/content/Section';
import { carouselControls } from '@/components/carousel/carouselStyles';
import { formatDate, formatNumber } from '@/lib/format';
import { ReviewCarousel } from './ReviewCarousel';

const Wrapper = styled(Section)`
  .review-summary {
    font-weight: 600;
  }

  .review-carousel {
    position: relative;
  }

  ${carouselControls('review-carousel')}

  .review-carousel__viewport {
    overflow: hidden;
  }

  .review-carousel__track {
    display: flex;
    touch-action: pan-y pinch-zoom;
  }

  .review-carousel__slide {
    flex: 0 0 100%;
    min-width: 0;
    padding-inline-end: ${space.m};

    @media (min-width: 40rem) {
      flex-basis: 50%;
    }

    @media (min-width: 64rem) {
      flex-basis: 33.333%;
    }
  }

  figure {
    height: 100%;
    margin: 0;
    padding: ${space.m};
    border-radius: 0.75rem;
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  }

  blockquote {
    margin: 0 0 ${space.s};
  }

  .review-title {
    font-weight: 700;
  }

  .review-stars {
    margin: 0;
    color: ${vars.color.accent};
    letter-spacing: 0.1em;
  }

  .review-stars__empty {
    color: ${vars.color.border};
  }

  figcaption {
    color: ${vars.color.textMuted};
    font-size: 0.875rem;
  }
`;

/**
 * Customer reviews with average and count and a link to where they are published, read at build time from the content layer's review
 * source (the content's reviews, or the review service's feed with REVIEWS_URL); both sources
 * give them newest first (SiteContent.reviews).
 */
export async function Reviews({ reviews, summary, locale }: { reviews: Review[]; summary: ReviewSummary; locale: Locale }) {
  if (reviews.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const average = formatNumber(summary.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Wrapper aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('heading')}</h2>
      <p className="review-summary">
        {t.rich('summary', {
          average,
          count: formatNumber(summary.count, locale),
          source: summary.source.name,
          link: (chunks) => <a href={summary.source.url}>{chunks}</a>,
        })}
      </p>
      <ReviewCarousel
        label={t('carouselLabel')}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        slides={reviews.map((review, index) => ({
          id: review.id,
          author: review.author,
          rating: Math.min(review.rating, reviewRatingMax),
          ratingLabel: t('stars', { rating: review.rating }),
          title: review.title,
          text: review.text,
          date: review.date,
          dateLabel: formatDate(review.date, locale),
          source: t('source', { source: review.source }),
          slideLabel: t('slideLabel', { index: index + 1, total: reviews.length }),
        }))}
      />
    </Wrapper>
  );
}
