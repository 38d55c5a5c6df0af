import { z } from 'zod';
import type { Env } from '@site/config';
import { locales, type Locale } from '@site/i18n';
import { roundRating, summarizeReviews } from '../reviewSummary';
import { reviewRatingMax, type Review, type ReviewPlatform, type ReviewSummary } from '../types';

/**
 * Where the customer reviews come from (packages/content/README.md, "Reviews"). By default the review entries of the
 * content (bundled export or Contentful); with REVIEWS_URL the review service's JSON feed, read
 * once per build process over HTTP.
 */
export type ReviewSource =
  | { kind: 'content' }
  | { kind: 'http'; url: string; apiKey?: string; apiKeyHeader: string; timeoutMs: number };

export const defaultReviewsTimeoutMs = 10_000;
export const defaultReviewsApiKeyHeader = 'X-Api-Key';

export function reviewSourceFromEnv(env: Env): ReviewSource {
  const url = env.REVIEWS_URL?.trim();
  if (!url) {
    if (env.REVIEWS_API_KEY?.trim()) throw new Error('REVIEWS_API_KEY is set but REVIEWS_URL is not: set the review feed URL too, or unset the key.');
    return { kind: 'content' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`REVIEWS_URL '${url}' is not an absolute URL.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`REVIEWS_URL '${url}' must be an http(s) URL.`);
  const rawTimeout = env.REVIEWS_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : defaultReviewsTimeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`REVIEWS_TIMEOUT_MS '${rawTimeout}' must be a positive whole number of milliseconds.`);
  const apiKey = env.REVIEWS_API_KEY?.trim() || undefined;
  return { kind: 'http', url, apiKey, apiKeyHeader: env.REVIEWS_API_KEY_HEADER?.trim() || defaultReviewsApiKeyHeader, timeoutMs };
}

/** The feed's URL without query or fragment, for messages (a key may travel in the query). */
export function describeReviewSource(source: ReviewSource): string {
  if (source.kind === 'content') return 'the content layer';
  const url = new URL(source.url);
  return `the review feed ${url.origin}${url.pathname}`;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected an ISO date (YYYY-MM-DD...)');

/** One review as the service sends it. */
const feedReview = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  author: z.string().trim().min(1),
  rating: z.number().int().min(1).max(reviewRatingMax),
  title: z.string().trim().default(''),
  text: z.string().trim().min(1),
  date: isoDate.transform((d) => d.slice(0, 10)),
  source: z.string().trim().min(1).optional(),
  /** One of the site's locales: the language it is written in; without it the review shows in every locale. */
  locale: z.enum(locales).optional(),
});

/**
 * The review service's feed: the reviews to show and, optionally, the service's own figures for
 * all its reviews (which can be more than the feed carries).
 */
export const reviewFeedSchema = z.object({
  reviews: z.array(feedReview),
  averageRating: z.number().min(1).max(reviewRatingMax).optional(),
  totalCount: z.number().int().min(0).optional(),
  /** Shown as a review's source when the review names none, e.g. 'Trustpilot'. */
  source: z.string().trim().min(1).optional(),
  /** The service's public page of these reviews, linked beside average and count (with `source`). */
  sourceUrl: z.url({ protocol: /^https$/ }).optional(),
});
export type ReviewFeed = z.infer<typeof reviewFeedSchema>;

/** The build cannot use the configured review source; the message names it. */
export class ReviewSourceError extends Error {
  constructor(source: ReviewSource, problem: string, options?: { cause?: unknown }) {
    super(`Reviews: cannot use ${describeReviewSource(source)}: ${problem}`, options);
    this.name = 'ReviewSourceError';
  }
}

/** Fetches and validates the feed; throws ReviewSourceError on a timeout, HTTP error or bad shape. */
export async function fetchReviewFeed(
  source: Extract<ReviewSource, { kind: 'http' }>,
  fetchImpl: typeof fetch = fetch,
): Promise<ReviewFeed> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (source.apiKey) headers[source.apiKeyHeader] = source.apiKey;
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(source.url, { headers, signal: AbortSignal.timeout(source.timeoutMs) });
    if (!response.ok) throw new ReviewSourceError(source, `HTTP ${response.status} ${response.statusText}`.trim());
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ReviewSourceError(source, 'the answer is not JSON', { cause: error });
    }
  } catch (error) {
    if (error instanceof ReviewSourceError) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ReviewSourceError(source, `no answer within ${source.timeoutMs} ms (REVIEWS_TIMEOUT_MS)`, { cause: error });
    }
    throw new ReviewSourceError(source, (error as Error).message, { cause: error });
  }
  const result = reviewFeedSchema.safeParse(body);
  if (!result.success) throw new ReviewSourceError(source, `unexpected feed shape: ${z.prettifyError(result.error).replace(/\n/g, '; ')}`);
  return result.data;
}

/**
 * The feed's reviews for one locale as the site's Review type, newest first, with the summary. The
 * summary links the feed's own page when it names one (`source` and `sourceUrl`), else `platform`
 * (the content's review source).
 */
export function reviewsFromFeed(feed: ReviewFeed, locale: Locale, platform: ReviewPlatform): { reviews: Review[]; summary: ReviewSummary } {
  const reviews = feed.reviews
    .filter((r) => !r.locale || r.locale === locale)
    .map(
      (r): Review => ({
        id: r.id,
        author: r.author,
        rating: r.rating as Review['rating'],
        title: r.title,
        text: r.text,
        date: r.date,
        source: r.source ?? feed.source ?? '',
      }),
    )
    .sort((a, b) => b.date.localeCompare(a.date));
  const source = feed.source && feed.sourceUrl ? { name: feed.source, url: feed.sourceUrl } : platform;
  const own = summarizeReviews(reviews, source);
  return {
    reviews,
    summary: {
      average: feed.averageRating !== undefined ? roundRating(feed.averageRating) : own.average,
      count: feed.totalCount ?? own.count,
      source,
    },
  };
}

const feedCache = new Map<string, Promise<ReviewFeed>>();

/** The feed, fetched once per build process and URL. */
export function loadReviewFeed(source: Extract<ReviewSource, { kind: 'http' }>, fetchImpl?: typeof fetch): Promise<ReviewFeed> {
  let pending = feedCache.get(source.url);
  if (!pending) {
    pending = fetchReviewFeed(source, fetchImpl);
    pending.catch(() => feedCache.delete(source.url));
    feedCache.set(source.url, pending);
  }
  return pending;
}

export function clearReviewFeedCache(): void {
  feedCache.clear();
}
