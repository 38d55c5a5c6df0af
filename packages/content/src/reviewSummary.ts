import type { ReviewSummary } from './types';

/** Average of the ratings to one decimal, and their number. */
export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  if (reviews.length === 0) return { average: 0, count: 0 };
  const sum = reviews.reduce((acc, r) => acc + r.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}
