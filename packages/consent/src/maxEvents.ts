/**
 * Bugsnag's events-per-page cap (§9): 10 by default, 1..100 when configured. Its own module, so
 * bugsnag.ts (Bugsnag's lazy chunk) can check it without importing config.ts, which only
 * the build needs.
 */
export const DEFAULT_MAX_EVENTS = 10;

/** Throws a configuration error unless `raw` is a whole number from 1 to 100. */
export function parseMaxEvents(raw: string | number | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_MAX_EVENTS;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) {
    throw new Error(
      `CONSENT_BUGSNAG_MAX_EVENTS must be a whole number from 1 to 100, got '${String(raw)}'.`,
    );
  }
  return n;
}
