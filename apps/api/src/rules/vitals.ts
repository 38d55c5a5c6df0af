import type { VitalsMetricName } from '@site/api/contract';

/**
 * The histograms of field data, with no SQL: which bucket a value is counted in, and the
 * percentile of a histogram. Values are stored as whole numbers: milliseconds, and CLS in
 * thousandths. Buckets are finer where the thresholds lie (web.dev's good and poor lines) and
 * coarser where a value is poor whatever its exact size, so one page type, locale and device
 * class has at most ~100 rows per metric and day.
 */

/** [from, step]: from `from` on (up to the next entry's), buckets `step` wide. */
type Steps = readonly (readonly [number, number])[];
const millisecondSteps: Steps = [
  [0, 20],
  [1000, 100],
  [4000, 500],
  [10_000, 5000],
];
const clsSteps: Steps = [
  [0, 10],
  [250, 50],
  [1000, 1000],
];

const stepsOf = (metric: VitalsMetricName) => (metric === 'CLS' ? clsSteps : millisecondSteps);

/** A metric's value in its stored unit: milliseconds, CLS in thousandths. */
export function storedValue(metric: VitalsMetricName, value: number): number {
  return Math.round(metric === 'CLS' ? value * 1000 : value);
}

/** The value a stored one stands for (the report's unit: milliseconds, or the CLS score). */
export function reportedValue(metric: VitalsMetricName, stored: number): number {
  return metric === 'CLS' ? Math.round(stored) / 1000 : Math.round(stored);
}

function stepAt(steps: Steps, stored: number): readonly [number, number] {
  return [...steps].reverse().find(([from]) => stored >= from) ?? steps[0]!;
}

/** The lower bound of the bucket a value (in the metric's own unit) is counted in. */
export function bucketOf(metric: VitalsMetricName, value: number): number {
  const stored = storedValue(metric, value);
  const [from, step] = stepAt(stepsOf(metric), stored);
  return from + Math.floor((stored - from) / step) * step;
}

/** The width of the bucket that starts at `bucket`. */
export function bucketWidth(metric: VitalsMetricName, bucket: number): number {
  return stepAt(stepsOf(metric), bucket)[1];
}

/**
 * The `p`-th percentile (0..1) of a histogram, in the metric's reported unit: the bucket that
 * holds it, with the values inside a bucket taken as spread evenly over its width. Undefined for
 * an empty histogram.
 */
export function percentileOf(metric: VitalsMetricName, buckets: readonly { bucket: number; count: number }[], p: number): number | undefined {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return undefined;
  const rank = p * total;
  let below = 0;
  for (const { bucket, count } of sorted) {
    if (below + count >= rank) return reportedValue(metric, bucket + ((rank - below) / count) * bucketWidth(metric, bucket));
    below += count;
  }
  const last = sorted[sorted.length - 1]!;
  return reportedValue(metric, last.bucket + bucketWidth(metric, last.bucket));
}

/** The UTC day of a time, as the histograms key it. */
export function vitalsDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}
