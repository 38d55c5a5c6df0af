import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clearContentCache, loadContent } from '../loadContent';
import { fetchReviewFeed, reviewFeedSchema, reviewSourceFromEnv, reviewsFromFeed, ReviewSourceError, type ReviewSource } from './reviewSource';

/** The content's review platform (its 'reviews' figure source), for feeds that name no page. */
const contentPlatform = { name: 'Content platform', url: 'https://content.example/reviews' };

/** A local stand-in for the review service: each path answers one way. Never a real host. */
let server: Server;
let base: string;
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];

const goodFeed = {
  averageRating: 4.64,
  totalCount: 1289,
  source: 'Trustpilot',
  sourceUrl: 'https://reviews.example/feed-page',
  reviews: [
    { id: 'a', author: 'Anna', rating: 5, title: 'Great', text: 'Tolle Bank.', date: '2025-03-02', locale: 'de-DE' },
    { id: 7, author: 'Ben', rating: 4, title: 'Good', text: 'Good bank.', date: '2025-04-01T10:00:00Z', locale: 'en-EU', source: 'App Store' },
    { id: 'c', author: 'Chris', rating: 3, text: 'Okay in any language.', date: '2025-01-15' },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path.startsWith('/good')) json(200, goodFeed);
    else if (path === '/bad-shape') json(200, { reviews: [{ id: 'x', author: 'Eve', rating: 6, text: 'Too good', date: 'yesterday' }] });
    else if (path === '/not-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>oops</html>');
    } else if (path === '/error') json(503, { error: 'maintenance' });
    else if (path === '/slow') {
      // Never answers: the client's timeout has to end the request.
    } else json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  clearContentCache();
});

const http = (path: string, extra: Partial<Extract<ReviewSource, { kind: 'http' }>> = {}) =>
  ({ kind: 'http', url: `${base}${path}`, apiKeyHeader: 'X-Api-Key', timeoutMs: 20_000, ...extra }) as const;

describe('reviewSourceFromEnv', () => {
  it('uses the content layer without REVIEWS_URL', () => {
    expect(reviewSourceFromEnv({})).toEqual({ kind: 'content' });
  });

  it('reads URL, key, header and timeout', () => {
    expect(
      reviewSourceFromEnv({ REVIEWS_URL: 'https://reviews.example.com/feed', REVIEWS_API_KEY: 'k1', REVIEWS_API_KEY_HEADER: 'Authorization', REVIEWS_TIMEOUT_MS: '5000' }),
    ).toEqual({ kind: 'http', url: 'https://reviews.example.com/feed', apiKey: 'k1', apiKeyHeader: 'Authorization', timeoutMs: 5000 });
    expect(reviewSourceFromEnv({ REVIEWS_URL: 'https://reviews.example.com/feed' })).toMatchObject({ apiKeyHeader: 'X-Api-Key', timeoutMs: 10_000 });
  });

  it('rejects a key without URL, a relative URL and a bad timeout', () => {
    expect(() => reviewSourceFromEnv({ REVIEWS_API_KEY: 'k1' })).toThrow(/REVIEWS_URL/);
    expect(() => reviewSourceFromEnv({ REVIEWS_URL: '/feed.json' })).toThrow(/not an absolute URL/);
    expect(() => reviewSourceFromEnv({ REVIEWS_URL: 'ftp://x.example/feed' })).toThrow(/http\(s\)/);
    expect(() => reviewSourceFromEnv({ REVIEWS_URL: 'https://x.example/feed', REVIEWS_TIMEOUT_MS: 'soon' })).toThrow(/REVIEWS_TIMEOUT_MS/);
  });
});

describe('fetchReviewFeed against a local stub', () => {
  it('reads a good feed and sends the API key in its header', async () => {
    const feed = await fetchReviewFeed(http('/good', { apiKey: 'secret-key' }));
    expect(feed.reviews).toHaveLength(3);
    expect(seen[0]?.headers['x-api-key']).toBe('secret-key');
  });

  it('maps the feed per locale to the Review type with the service figures', async () => {
    const feed = await fetchReviewFeed(http('/good'));
    const de = reviewsFromFeed(feed, 'de-DE', contentPlatform);
    expect(de.reviews.map((r) => r.id)).toEqual(['a', 'c']);
    expect(de.reviews[0]).toEqual({ id: 'a', author: 'Anna', rating: 5, title: 'Great', text: 'Tolle Bank.', date: '2025-03-02', source: 'Trustpilot' });
    expect(de.summary).toEqual({ average: 4.6, count: 1289, source: { name: 'Trustpilot', url: 'https://reviews.example/feed-page' } });
    const en = reviewsFromFeed(feed, 'en-EU', contentPlatform);
    expect(en.reviews.map((r) => [r.id, r.date, r.source])).toEqual([
      ['7', '2025-04-01', 'App Store'],
      ['c', '2025-01-15', 'Trustpilot'],
    ]);
  });

  it('computes average and count from the reviews when the feed has no figures', () => {
    const { summary } = reviewsFromFeed({ reviews: goodFeed.reviews.map((r) => ({ ...r, id: String(r.id), title: r.title ?? '', date: r.date.slice(0, 10) })) as never }, 'de-DE', contentPlatform);
    expect(summary).toEqual({ average: 4, count: 2, source: contentPlatform });
  });

  it("links the content's review platform when the feed names no page of its own", () => {
    const { summary } = reviewsFromFeed({ reviews: [], source: 'Trustpilot' }, 'de-DE', contentPlatform);
    expect(summary.source).toEqual(contentPlatform);
  });

  it('rejects a feed page that is not https', () => {
    expect(reviewFeedSchema.safeParse({ reviews: [], source: 'X', sourceUrl: 'http://reviews.example/x' }).success).toBe(false);
    expect(reviewFeedSchema.safeParse({ reviews: [], source: 'X', sourceUrl: 'https://reviews.example/x' }).success).toBe(true);
  });

  it('fails on a feed of the wrong shape, naming the source and the field', async () => {
    const error = await fetchReviewFeed(http('/bad-shape?key=do-not-print')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReviewSourceError);
    expect((error as Error).message).toMatch(new RegExp(`^Reviews: cannot use the review feed ${base}/bad-shape: unexpected feed shape`));
    expect((error as Error).message).toMatch(/rating/);
    expect((error as Error).message).toMatch(/date/);
    expect((error as Error).message).not.toMatch(/do-not-print/);
  });

  it('fails on an answer that is not JSON', async () => {
    await expect(fetchReviewFeed(http('/not-json'))).rejects.toThrow(/not JSON/);
  });

  it('fails on an HTTP error with the status', async () => {
    await expect(fetchReviewFeed(http('/error'))).rejects.toThrow(new RegExp(`review feed ${base}/error: HTTP 503`));
  });

  it('fails when the service does not answer in time', async () => {
    await expect(fetchReviewFeed(http('/slow', { timeoutMs: 200 }))).rejects.toThrow(/no answer within 200 ms \(REVIEWS_TIMEOUT_MS\)/);
  });
});

describe('loadContent with a review source', () => {
  it("keeps the content reviews by default, with their platform's average and count", async () => {
    const content = await loadContent({ locale: 'en-EU', env: {} });
    expect(content.reviews.length).toBeGreaterThan(0);
    const platform = content.figureSources.reviews;
    expect(content.reviewSummary).toEqual({ ...platform.ratings, source: { name: platform.source, url: platform.url } });
    expect(content.reviewSummary.count).toBeGreaterThan(content.reviews.length);
  });

  it('takes the reviews and figures from REVIEWS_URL', async () => {
    const content = await loadContent({ locale: 'de-DE', env: { REVIEWS_URL: `${base}/good-de` } });
    expect(content.reviews.map((r) => r.author)).toEqual(['Anna', 'Chris']);
    expect(content.reviewSummary).toEqual({ average: 4.6, count: 1289, source: { name: 'Trustpilot', url: 'https://reviews.example/feed-page' } });
  });

  it('fails the build when the review service fails', async () => {
    await expect(loadContent({ locale: 'de-DE', env: { REVIEWS_URL: `${base}/error` } })).rejects.toThrow(/^Reviews: cannot use the review feed/);
  });
});
