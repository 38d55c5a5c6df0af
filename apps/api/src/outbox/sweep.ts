import type { Config } from '../config';
import { database } from '../store/db';
import { failSpent, interrupted, overdue, takeOverInterrupted } from '../store/outbox';
import { requeue } from './handOver';

/** A consumer that held a row this long without finishing was stopped (a consumer runs at most 15 minutes). */
const interruptedAfterMs = 15 * 60 * 1000;

/**
 * How late a row may be before the cron takes it as lost: long enough for a request to hand over
 * what it wrote, and for a queue to deliver a message whose delay is up.
 */
export const overdueAfterMs = 2 * 60 * 1000;

/**
 * The minute cron (wrangler.jsonc): what was written to the outbox and never reached its queue,
 * or was queued and never touched since its grace, is sent again, while it has tries left; one
 * that has spent them fails. A row a consumer took and never finished is an event to send again
 * (the core de-duplicates by webhook-id) or a mail marked failed: it may have gone out, and a mail
 * is sent at most once; support sees it and decides. Each of these changes only a row still in
 * the state the cron read (store/outbox.ts): a consumer that finishes meanwhile keeps its outcome.
 */
export async function sweepOutbox(env: Env, _config: Config, now: number): Promise<{ requeued: number; interrupted: number }> {
  const db = database(env.DB);
  const before = now - interruptedAfterMs;
  const stopped = await interrupted(db, before);
  for (const row of stopped) {
    const outcome = row.kind === 'mail' ? { fail: 'interrupted while sending; it may have gone out' } : { retry: 'interrupted while sending' };
    await takeOverInterrupted(db, row, before, now, outcome);
  }
  const due = await overdue(db, now, overdueAfterMs);
  await failSpent(db, due.map((row) => row.id), now);
  await requeue(env, db, due, now);
  return { requeued: due.length, interrupted: stopped.length };
}
