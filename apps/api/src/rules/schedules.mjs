// The Worker's cron triggers: what runs when. Plain JavaScript, so the local cron script
// (scripts/local-cron.mjs) reads the same strings as the Worker. apps/api/wrangler.jsonc
// `triggers.crons` must list exactly these (test/schedules.test.ts).

/**
 * Every minute: what was written to the outbox and never reached its queue is sent again
 * (src/outbox/sweep.ts). Daily at 03:17: records past their retention are deleted
 * (src/store/retention.ts, the periods in src/rules/retention.ts), field data's days older than
 * 90 among them.
 */
export const schedules = Object.freeze({ outbox: '* * * * *', retention: '17 3 * * *' });

/**
 * The job of a cron string, or undefined for one this Worker does not know (a trigger added in
 * the dashboard, a typo): that runs nothing, instead of any other job.
 * @param {string} cron
 * @returns {'outbox' | 'retention' | undefined}
 */
export function scheduleOf(cron) {
  if (cron === schedules.outbox) return 'outbox';
  if (cron === schedules.retention) return 'retention';
  return undefined;
}
