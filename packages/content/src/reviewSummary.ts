import type { ReviewPlatform, ReviewSummary } from './types';

/** A rating average as shown: to one decimal. */
export const roundRating = (average: number): number => Math.round(average * 10) / 10;

/** Average of the ratings to one decimal, their number, and where they are published. */
export function summarizeReviews(reviews: readonly { rating: number }[], source: ReviewPlatform): ReviewSummary {
  if (reviews.length === 0) return { average: 0, count: 0, source };
  const sum = reviews.reduce((acc, r) => acc + r.rating, 0);
  return { average: roundRating(sum / reviews.length), count: reviews.length, source };
}
