import type { ReviewSummary } from './types';

/** A rating average as shown: to one decimal. */
export const roundRating = (average: number): number => Math.round(average * 10) / 10;

/** Average of the ratings to one decimal, and their number. */
export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  if (reviews.length === 0) return { average: 0, count: 0 };
  const sum = reviews.reduce((acc, r) => acc + r.rating, 0);
  return { average: roundRating(sum / reviews.length), count: reviews.length };
}
