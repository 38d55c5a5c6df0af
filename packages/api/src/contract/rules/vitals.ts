/**
 * Field data (the Core Web Vitals of real visitors), with no HTTP and no SQL: what a beacon may
 * carry and what the report judges it by. The browser's beacon (packages/consent `fieldData.ts`),
 * the Worker's validation and its report read these.
 */
export const vitalsMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalsMetricName = (typeof vitalsMetrics)[number];

/** From the viewport's width at the theme's breakpoints (@site/theme `breakpoints`: small, mid). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClassName = (typeof deviceClasses)[number];

/** `navigator.connection.effectiveType`, or `unknown` where the browser has no such API. */
export const effectiveTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/** How the LCP element was painted (an image or text) and what kind of input the INP interaction was. */
export const lcpKinds = ['image', 'text'] as const;
export const inpKinds = ['pointer', 'keyboard'] as const;

/**
 * The largest value a beacon may carry per metric: milliseconds for the timings, the unitless
 * layout-shift score for CLS. A larger one is a broken clock or a tab left in the background, and
 * the whole beacon is refused.
 */
export const vitalsMaxValues: Record<VitalsMetricName, number> = { LCP: 60_000, INP: 60_000, CLS: 10, FCP: 60_000, TTFB: 60_000 };

/** web.dev's thresholds: at or below `good` is good, above `poor` is poor, judged at the 75th percentile. */
export const vitalsThresholds: Record<VitalsMetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalsRating = 'good' | 'needs-improvement' | 'poor';

export function vitalsRating(metric: VitalsMetricName, value: number): VitalsRating {
  const { good, poor } = vitalsThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The longest attribution (an element's selector, an interaction's target) a beacon carries. */
export const maxVitalsTargetLength = 120;
/** A build's id: a commit hash, a tag, a date. */
export const buildIdPattern = /^[A-Za-z0-9._-]{1,40}$/;
/** The most days the report looks back, and how long the histograms are kept. */
export const vitalsRetentionDays = 90;
/** The report's default period. */
export const defaultVitalsReportDays = 28;
