import { createRoute, z } from '@hono/zod-openapi';
import { defaultVitalsReportDays, DeviceClass, inlineProblem, inpKinds, json, lcpKinds, PageType, VitalsMetric, vitalsRating, vitalsRetentionDays } from '@site/api/contract';
import { percentileOf } from '../../rules/vitals';
import { database } from '../../store/db';
import { attributionSince, dailyHistogramsSince, histogramsSince, reportStart } from '../../store/vitals';
import { endpoint } from '../endpoint';

/** How many LCP elements and INP targets the report names per page type. */
export const topTargets = 5;

const Rating = z.enum(['good', 'needs-improvement', 'poor']);
const VitalsReport = z.object({
  days: z.int(),
  from: z.string(),
  to: z.string(),
  p75: z.array(z.object({ pageType: PageType, metric: VitalsMetric, deviceClass: DeviceClass, p75: z.number(), count: z.int(), rating: Rating })),
  daily: z.array(z.object({ day: z.string(), pageType: PageType, metric: VitalsMetric, p75: z.number(), count: z.int() })),
  targets: z.array(z.object({ pageType: PageType, metric: z.enum(['LCP', 'INP']), target: z.string(), kind: z.enum([...lcpKinds, ...inpKinds]), count: z.int() })),
});

export const reportRoute = createRoute({
  method: 'get',
  path: '/internal/vitals',
  hide: true,
  request: { query: z.object({ days: z.coerce.number().int().min(1).max(vitalsRetentionDays).default(defaultVitalsReportDays) }) },
  responses: {
    200: {
      description: `Field data of the last \`days\` days (UTC, today included): the 75th percentile per page type, metric and device class with the page views counted, the same per day (every device class) for the chart, and the ${topTargets} most frequent LCP elements and INP targets per page type.`,
      ...json(VitalsReport),
    },
    400: inlineProblem('VALIDATION_ERROR'),
    401: inlineProblem('UNAUTHORIZED'),
  },
});

/** Groups rows by the key `keyOf` gives, keeping their order. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.values()];
}

const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

export const report = endpoint(reportRoute, async (c) => {
  const { days } = c.req.valid('query');
  const db = database(c.env.DB);
  const now = Date.now();
  const from = reportStart(now, days);
  const [histograms, daily, targets] = await Promise.all([histogramsSince(db, from), dailyHistogramsSince(db, from), attributionSince(db, from)]);
  const p75 = groupBy(histograms, (r) => `${r.pageType} ${r.metric} ${r.deviceClass}`).map((rows) => {
    const { pageType, metric, deviceClass } = rows[0]!;
    const value = percentileOf(metric, rows, 0.75)!;
    return { pageType, metric, deviceClass, p75: value, count: total(rows), rating: vitalsRating(metric, value) };
  });
  const perDay = groupBy(daily, (r) => `${r.day} ${r.pageType} ${r.metric}`).map((rows) => {
    const { day, pageType, metric } = rows[0]!;
    return { day, pageType, metric, p75: percentileOf(metric, rows, 0.75)!, count: total(rows) };
  });
  const top = groupBy(targets, (r) => `${r.pageType} ${r.metric}`).flatMap((rows) => rows.slice(0, topTargets));
  return c.json(
    {
      days,
      from,
      to: reportStart(now, 1),
      p75: p75.sort((a, b) => a.pageType.localeCompare(b.pageType) || a.metric.localeCompare(b.metric) || a.deviceClass.localeCompare(b.deviceClass)),
      daily: perDay.sort((a, b) => a.day.localeCompare(b.day)),
      targets: top.map((r) => ({ ...r, metric: r.metric as 'LCP' | 'INP' })),
    },
    200,
  );
});
