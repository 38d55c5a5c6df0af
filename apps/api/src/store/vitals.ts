import { vitalsMetrics, type VitalsBeacon } from '@site/api/contract';
import { gte, lt, sql } from 'drizzle-orm';
import { vitalsAttribution, vitalsHistogram } from '../db/schema';
import { retentionCutoff } from '../rules/retention';
import { bucketOf, vitalsDay } from '../rules/vitals';
import type { Database } from './db';

/**
 * One beacon, counted: one upsert into the day's histograms (a row per metric it carries) and,
 * when it names the LCP element or the INP target, one into the attribution counts, in one batch.
 * Nothing of the beacon itself is kept.
 */
export async function countBeacon(db: Database, beacon: VitalsBeacon, now: number): Promise<void> {
  const day = vitalsDay(now);
  const { pageType, locale, deviceClass } = beacon;
  const rows = vitalsMetrics.flatMap((metric) => {
    const value = beacon.metrics[metric];
    return value === undefined ? [] : [{ day, pageType, locale, deviceClass, metric, bucket: bucketOf(metric, value), count: 1 }];
  });
  const histogram = db
    .insert(vitalsHistogram)
    .values(rows)
    .onConflictDoUpdate({
      target: [vitalsHistogram.day, vitalsHistogram.pageType, vitalsHistogram.locale, vitalsHistogram.deviceClass, vitalsHistogram.metric, vitalsHistogram.bucket],
      set: { count: sql`${vitalsHistogram.count} + 1` },
    });
  const targets = [
    ...(beacon.lcp ? [{ day, pageType, metric: 'LCP' as const, ...beacon.lcp, count: 1 }] : []),
    ...(beacon.inp ? [{ day, pageType, metric: 'INP' as const, ...beacon.inp, count: 1 }] : []),
  ];
  if (targets.length === 0) {
    await histogram;
    return;
  }
  const attribution = db
    .insert(vitalsAttribution)
    .values(targets)
    .onConflictDoUpdate({
      target: [vitalsAttribution.day, vitalsAttribution.pageType, vitalsAttribution.metric, vitalsAttribution.target, vitalsAttribution.kind],
      set: { count: sql`${vitalsAttribution.count} + 1` },
    });
  await db.batch([histogram, attribution]);
}

/** The first day of a report of `days` days that ends today (UTC). */
export const reportStart = (now: number, days: number) => vitalsDay(retentionCutoff(now, days - 1));

/** The buckets of the period, summed over the days and locales: per page type, metric and device class. */
export function histogramsSince(db: Database, from: string) {
  const h = vitalsHistogram;
  return db
    .select({ pageType: h.pageType, metric: h.metric, deviceClass: h.deviceClass, bucket: h.bucket, count: sql<number>`sum(${h.count})`.mapWith(Number) })
    .from(h)
    .where(gte(h.day, from))
    .groupBy(h.pageType, h.metric, h.deviceClass, h.bucket);
}

/** The buckets of the period per day, page type and metric (every locale and device class): the report's chart. */
export function dailyHistogramsSince(db: Database, from: string) {
  const h = vitalsHistogram;
  return db
    .select({ day: h.day, pageType: h.pageType, metric: h.metric, bucket: h.bucket, count: sql<number>`sum(${h.count})`.mapWith(Number) })
    .from(h)
    .where(gte(h.day, from))
    .groupBy(h.day, h.pageType, h.metric, h.bucket);
}

/** The attribution counts of the period, most frequent first. */
export function attributionSince(db: Database, from: string) {
  const a = vitalsAttribution;
  const count = sql<number>`sum(${a.count})`.mapWith(Number);
  return db
    .select({ pageType: a.pageType, metric: a.metric, target: a.target, kind: a.kind, count })
    .from(a)
    .where(gte(a.day, from))
    .groupBy(a.pageType, a.metric, a.target, a.kind)
    .orderBy(sql`5 DESC`, a.target);
}

/** Days before the retention (the cron's): deleted. Answers how many rows went. */
export async function deleteOldVitals(db: Database, now: number, days: number): Promise<number> {
  const before = reportStart(now, days);
  const histogram = await db.delete(vitalsHistogram).where(lt(vitalsHistogram.day, before)).returning({ day: vitalsHistogram.day });
  const attribution = await db.delete(vitalsAttribution).where(lt(vitalsAttribution.day, before)).returning({ day: vitalsAttribution.day });
  return histogram.length + attribution.length;
}
