import type { Owed } from '../store/outbox';
import { markPending, markQueued } from '../store/outbox';
import type { Database } from '../store/db';

/** The queue of each kind of outbox row; a message is only the row's id. */
export function queueOf(env: Env, kind: Owed['kind']): Queue<{ id: string }> {
  return kind === 'mail' ? env.MAIL_QUEUE : env.CORE_EVENTS_QUEUE;
}


/**
 * Hands rows the request has written (in the batch of its change) to their queues: those of
 * `ids` that exist (a conditional row may not have been written) are marked queued and sent.
 * When a queue refuses, they go back to pending, and the minute cron sends them; when the isolate
 * stops in between, the cron finds them too (./sweep.ts). Either way nothing owed is lost.
 */
export async function handOver(env: Env, db: Database, owed: readonly Pick<Owed, 'id' | 'kind'>[], now = Date.now()): Promise<void> {
  const rows = await markQueued(db, owed.map((o) => o.id), now);
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
