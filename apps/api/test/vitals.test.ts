import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import type { VitalsBeacon } from '@site/api/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../src/index';
import { schedules } from '../src/rules/schedules.mjs';
import { bucketOf, percentileOf, vitalsDay } from '../src/rules/vitals';
import { call, freshIp, problemOf } from './helpers';

const support = { Authorization: 'Bearer test-support-token' };
const DAY_MS = 24 * 60 * 60 * 1000;

function beacon(overrides: Partial<VitalsBeacon> = {}): VitalsBeacon {
  return {
    pageType: 'home',
    locale: 'en-EU',
    deviceClass: 'mobile',
    effectiveType: '4g',
    buildId: 'test-build',
    metrics: { LCP: 1800, INP: 120, CLS: 0.05, FCP: 900, TTFB: 300 },
    ...overrides,
  };
}

interface Report {
  days: number;
  from: string;
  to: string;
  p75: { pageType: string; metric: string; deviceClass: string; p75: number; count: number; rating: string }[];
  daily: { day: string; pageType: string; metric: string; p75: number; count: number }[];
  targets: { pageType: string; metric: string; target: string; kind: string; count: number }[];
}

async function report(days?: number): Promise<Report> {
  const response = await call(`/internal/vitals${days ? `?days=${days}` : ''}`, { headers: support });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
}

/** Beacons of one page type carrying only `metric`, one per value, each from its own client. */
async function send(pageType: VitalsBeacon['pageType'], metric: 'LCP' | 'CLS', values: number[], deviceClass: VitalsBeacon['deviceClass'] = 'mobile') {
  for (const value of values) {
    const response = await call('/v1/vitals', { body: beacon({ pageType, deviceClass, metrics: { [metric]: value } }), ip: freshIp() });
    expect(response.status).toBe(204);
  }
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM vitals_histogram'), env.DB.prepare('DELETE FROM vitals_attribution')]);
});

describe('field data: histograms and percentiles', () => {
  it('counts a beacon with 204, one row per metric, and keeps nothing of the beacon itself', async () => {
    const response = await call('/api/v1/vitals', {
      origin: 'https://site.test',
      body: beacon({ lcp: { target: 'main>img.hero', kind: 'image' }, inp: { target: 'button#menu', kind: 'pointer' } }),
      headers: { Cookie: 'CONSENT_ID=abc.2026-01-01' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const rows = await env.DB.prepare('SELECT * FROM vitals_histogram ORDER BY metric').all();
    expect(rows.results).toEqual([
      { day: vitalsDay(Date.now()), page_type: 'home', locale: 'en-EU', device_class: 'mobile', metric: 'CLS', bucket: 50, count: 1 },
      { day: vitalsDay(Date.now()), page_type: 'home', locale: 'en-EU', device_class: 'mobile', metric: 'FCP', bucket: 900, count: 1 },
      { day: vitalsDay(Date.now()), page_type: 'home', locale: 'en-EU', device_class: 'mobile', metric: 'INP', bucket: 120, count: 1 },
      { day: vitalsDay(Date.now()), page_type: 'home', locale: 'en-EU', device_class: 'mobile', metric: 'LCP', bucket: 1800, count: 1 },
      { day: vitalsDay(Date.now()), page_type: 'home', locale: 'en-EU', device_class: 'mobile', metric: 'TTFB', bucket: 300, count: 1 },
    ]);
    const targets = await env.DB.prepare('SELECT metric, target, kind, count FROM vitals_attribution ORDER BY metric').all();
    expect(targets.results).toEqual([
      { metric: 'INP', target: 'button#menu', kind: 'pointer', count: 1 },
      { metric: 'LCP', target: 'main>img.hero', kind: 'image', count: 1 },
    ]);
    // A second beacon of the same buckets adds to the same rows.
    await call('/v1/vitals', { body: beacon({ lcp: { target: 'main>img.hero', kind: 'image' } }) });
    const counts = await env.DB.prepare('SELECT count(*) AS rows, sum(count) AS beacons FROM vitals_histogram').first();
    expect(counts).toEqual({ rows: 5, beacons: 10 });
  });

  it('puts each value in its bucket and reads the percentile back within a bucket', () => {
    expect([0, 19, 20, 999, 1000, 1099, 2550, 4000, 9999, 10_000, 60_000].map((v) => bucketOf('LCP', v))).toEqual([0, 0, 20, 980, 1000, 1000, 2500, 4000, 9500, 10_000, 60_000]);
    expect([0, 0.009, 0.1, 0.249, 0.25, 0.31, 1, 9.5].map((v) => bucketOf('CLS', v))).toEqual([0, 0, 100, 240, 250, 300, 1000, 9000]);
    expect(percentileOf('LCP', [], 0.75)).toBeUndefined();
    // One value in each 20 ms bucket from 0 to 980: the 75th percentile is 750.
    expect(percentileOf('LCP', Array.from({ length: 50 }, (_, i) => ({ bucket: i * 20, count: 1 })), 0.75)).toBe(750);
  });

  it('answers the p75 per page type, metric and device class from the histograms, against known distributions', async () => {
    // Four quarters at 1, 2, 3 and 4.25 s on mobile: p75 is the top of the third quarter's bucket (needs improvement).
    await send('jobs', 'LCP', [1050, 2050, 3050, 4250].flatMap((value) => Array(25).fill(value)));
    // Three quarters fast, a quarter slow, on desktop: p75 falls at the top of the fast ones.
    await send('jobs', 'LCP', [...Array(30).fill(1210), ...Array(10).fill(8000)], 'desktop');
    // CLS: 0.02 ×12 and 0.4 ×4 → p75 within the 0.02 bucket's top.
    await send('impact', 'CLS', [...Array(12).fill(0.02), ...Array(4).fill(0.4)]);
    const { p75, daily, days, from, to } = await report();
    expect(days).toBe(28);
    expect(to).toBe(vitalsDay(Date.now()));
    expect(from).toBe(vitalsDay(Date.now() - 27 * DAY_MS));
    const find = (pageType: string, metric: string, deviceClass: string) => p75.find((r) => r.pageType === pageType && r.metric === metric && r.deviceClass === deviceClass);
    expect(find('jobs', 'LCP', 'mobile')).toEqual({ pageType: 'jobs', metric: 'LCP', deviceClass: 'mobile', p75: 3100, count: 100, rating: 'needs-improvement' });
    expect(find('jobs', 'LCP', 'desktop')).toEqual({ pageType: 'jobs', metric: 'LCP', deviceClass: 'desktop', p75: 1300, count: 40, rating: 'good' });
    expect(find('impact', 'CLS', 'mobile')).toEqual({ pageType: 'impact', metric: 'CLS', deviceClass: 'mobile', p75: 0.03, count: 16, rating: 'good' });
    expect(p75).toHaveLength(3);
    // The chart's day: every device class of the page type together.
    expect(daily.find((d) => d.pageType === 'jobs' && d.metric === 'LCP')).toMatchObject({ day: vitalsDay(Date.now()), count: 140 });
  });

  it('names the five most frequent LCP elements and INP targets per page type', async () => {
    const elements = ['h1', 'img.a', 'img.b', 'img.c', 'img.d', 'img.e'];
    for (const [i, target] of elements.entries()) {
      for (let n = 0; n <= i; n += 1) {
        await call('/v1/vitals', { body: beacon({ pageType: 'magazine', lcp: { target, kind: target === 'h1' ? 'text' : 'image' }, inp: { target: 'button.more', kind: 'keyboard' } }) });
      }
    }
    const { targets } = await report();
    expect(targets.filter((t) => t.metric === 'LCP').map((t) => [t.target, t.count])).toEqual([
      ['img.e', 6],
      ['img.d', 5],
      ['img.c', 4],
      ['img.b', 3],
      ['img.a', 2],
    ]);
    expect(targets.filter((t) => t.metric === 'INP')).toEqual([{ pageType: 'magazine', metric: 'INP', target: 'button.more', kind: 'keyboard', count: 21 }]);
  });

  it('reports only the days asked for, and the daily cron deletes days older than 90', async () => {
    const now = Date.now();
    const old = (daysAgo: number) => env.DB.prepare("INSERT INTO vitals_histogram VALUES (?, 'home', 'de-DE', 'tablet', 'TTFB', 200, 3)").bind(vitalsDay(now - daysAgo * DAY_MS));
    await env.DB.batch([old(5), old(89), old(90), old(120)]);
    await env.DB.prepare("INSERT INTO vitals_attribution VALUES (?, 'home', 'LCP', 'h1', 'text', 1)").bind(vitalsDay(now - 100 * DAY_MS)).run();
    expect((await report(4)).p75).toEqual([]);
    expect((await report(28)).p75).toEqual([expect.objectContaining({ pageType: 'home', metric: 'TTFB', deviceClass: 'tablet', count: 3 })]);
    expect((await report(90)).p75).toEqual([expect.objectContaining({ count: 6 })]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: schedules.retention, scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare('SELECT day FROM vitals_histogram ORDER BY day').all();
    expect(left.results.map((r) => r.day)).toEqual([vitalsDay(now - 89 * DAY_MS), vitalsDay(now - 5 * DAY_MS)]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM vitals_attribution').first())?.n).toBe(0);
  });
});

describe('field data: what is refused', () => {
  it.each([
    ['an unknown page type', { pageType: 'admin' }, 'pageType'],
    ['a path instead of a page type', { pageType: '/en-EU/jobs/' }, 'pageType'],
    ['an LCP over 60 s', { metrics: { LCP: 60_001 } }, 'metrics.LCP'],
    ['a negative INP', { metrics: { INP: -1 } }, 'metrics.INP'],
    ['a CLS over 10', { metrics: { CLS: 11 } }, 'metrics.CLS'],
    ['no metric at all', { metrics: {} }, 'metrics'],
    ['an unknown metric', { metrics: { FID: 10 } }, 'metrics'],
    ['an identifier', { consentId: 'V1StGXR8_Z5jdHi6B-myT' }, 'consentId'],
    ['an unknown device class', { deviceClass: 'watch' }, 'deviceClass'],
    ['a build id with a slash', { buildId: 'a/b' }, 'buildId'],
    ['an over-long LCP element', { lcp: { target: 'x'.repeat(121), kind: 'image' } }, 'lcp.target'],
  ])('refuses %s with 400 and stores nothing', async (_what, change, field) => {
    const response = await call('/v1/vitals', { body: { ...beacon(), ...change } });
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.errors?.map((e) => e.field)).toContain(field);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM vitals_histogram').first())?.n).toBe(0);
  });

  it('refuses a body over 2 KB with 413, though other calls take 16 KB', async () => {
    const response = await call('/v1/vitals', { body: { ...beacon(), padding: 'x'.repeat(2100) } });
    expect(response.status).toBe(413);
    expect((await problemOf(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits beacons per client IP: the 61st in a minute answers 429', async () => {
    if (Date.now() % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 50));
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await call('/v1/vitals', { body: beacon({ metrics: { TTFB: 100 } }), ip })).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(statuses[60]).toBe(429);
  });

  it('answers the report only with the support token, and never below a site', async () => {
    expect((await call('/internal/vitals')).status).toBe(401);
    expect((await call('/internal/vitals', { headers: { Authorization: 'Bearer test-internal-secret' } })).status).toBe(401);
    expect((await call('/internal/vitals?days=91', { headers: support })).status).toBe(400);
    expect((await call('/api/internal/vitals', { origin: 'https://site.test', headers: support })).status).toBe(404);
  });

  it('serves the report page without a token, with a policy that lets only its own script run', async () => {
    const page = await call('/internal/vitals/report');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/script-src 'sha256-[^']+'/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('sessionStorage');
    expect(html).not.toContain('localStorage');
    expect((await call('/api/internal/vitals/report', { origin: 'https://site.test' })).status).toBe(404);
  });
});
