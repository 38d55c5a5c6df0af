import type { Owed } from '../store/outbox';
import { markQueued } from '../store/outbox';
import type { Database } from '../store/db';

/** The queue of each kind of outbox row; a message is only the row's id. */
export function queueOf(env: Env, kind: Owed['kind']): Queue<{ id: string }> {
  return kind === 'mail' ? env.MAIL_QUEUE : env.CORE_EVENTS_QUEUE;
}

/**
 * Sends rows to their queues. When a queue refuses, the rows stay as they are (queued, due now),
 * and the minute cron sends them once they are overdue (./sweep.ts): a row never goes back.
 */
async function send(env: Env, rows: readonly Pick<Owed, 'id' | 'kind'>[]): Promise<void> {
  for (const kind of ['mail', 'event'] as const) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length === 0) continue;
    try {
      await queueOf(env, kind).sendBatch(ids.map((id) => ({ body: { id } })));
    } catch (error) {
      console.error('queue send failed:', error instanceof Error ? error.name : 'unknown');
    }
  }
}

/**
 * Hands the rows a request has just written (queued, in the batch of its change) to their queues,
 * with no write on the way: the batch wrote them queued. When a queue refuses, or the isolate
 * stops before the send, the cron finds them overdue (./sweep.ts). Either way nothing owed is
 * lost. A message for a row the batch did not write (a conditional one) finds nothing to claim
 * and is acknowledged.
 */
export async function handOver(env: Env, owed: readonly Pick<Owed, 'id' | 'kind'>[]): Promise<void> {
  await send(env, owed);
}

/**
 * Sends rows again that were pending, overdue or reopened (the cron, support's retry): those of
 * `rows` still pending or queued are marked queued and due now, then sent.
 */
export async function requeue(env: Env, db: Database, rows: readonly Pick<Owed, 'id' | 'kind'>[], now = Date.now()): Promise<void> {
  await send(env, await markQueued(db, rows.map((r) => r.id), now));
}
