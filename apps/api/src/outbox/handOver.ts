import type { Owed } from '../store/outbox';
import { markPending, markQueued } from '../store/outbox';
import type { Database } from '../store/db';

/** The queue of each kind of outbox row; a message is only the row's id. */
export function queueOf(env: Env, kind: Owed['kind']): Queue<{ id: string }> {
  return kind === 'mail' ? env.MAIL_QUEUE : env.CORE_EVENTS_QUEUE;
}


/** Sends rows to their queues; when a queue refuses, they go back to pending for the minute cron. */
async function send(env: Env, db: Database, rows: readonly Pick<Owed, 'id' | 'kind'>[], now: number): Promise<void> {
  for (const kind of ['mail', 'event'] as const) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    try {
      await queueOf(env, kind).sendBatch(ids.map((id) => ({ body: { id } })));
    } catch (error) {
      console.error('queue send failed:', error instanceof Error ? error.name : 'unknown');
      await markPending(db, ids, now);
    }
  }
}

/**
 * Hands the rows a request has just written (queued, in the batch of its change) to their queues.
 * No write on the way when all goes well: the batch wrote them queued. When a queue refuses, they
 * go back to pending, and the minute cron sends them; when the isolate stops before the send, the
 * cron finds them overdue (./sweep.ts). Either way nothing owed is lost. A message for a row the
 * batch did not write (a conditional one) finds nothing to claim and is acknowledged.
 */
export async function handOver(env: Env, db: Database, owed: readonly Pick<Owed, 'id' | 'kind'>[], now = Date.now()): Promise<void> {
  await send(env, db, owed, now);
}

/**
 * Sends rows again that were pending, overdue or reopened (the cron, support's retry): those of
 * `rows` still pending or queued are marked queued and due now, then sent.
 */
export async function requeue(env: Env, db: Database, rows: readonly Pick<Owed, 'id' | 'kind'>[], now = Date.now()): Promise<void> {
  await send(env, db, await markQueued(db, rows.map((r) => r.id), now), now);
}
