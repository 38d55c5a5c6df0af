import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../src/index';
import { oweEvent } from '../src/outbox/events';
import { schedules } from '../src/rules/schedules.mjs';
import { database } from '../src/store/db';
import { insertOwed, type Owed } from '../src/store/outbox';
import { coreEvents, coreFaults } from './helpers';
import type { CoreFault } from '@site/testing/services';

/** What the outbox tests do by hand: write rows, deliver their messages, run the minute cron, read a row. */

export interface Row {
  status: string;
  attempts: number;
  lastError: string | null;
  payload: string | null;
  nextAttemptAt: number | null;
}

export const rowOf = (id: string) =>
  env.DB.prepare('SELECT status, attempts, last_error AS lastError, payload, next_attempt_at AS nextAttemptAt FROM outbox WHERE id = ?')
    .bind(id)
    .first<Row>();

/** Writes an owed row as a request would, without handing it to a queue: the test delivers it. */
export async function write(owed: Owed, { status = 'queued', updatedAt = Date.now() } = {}): Promise<string> {
  await insertOwed(database(env.DB), owed, updatedAt);
  await env.DB.prepare('UPDATE outbox SET status = ?, updated_at = ? WHERE id = ?').bind(status, updatedAt, owed.id).run();
  return owed.id;
}

export const unboundEvent = (linkId = `link-${crypto.randomUUID()}`) => oweEvent('device.unbound', { link: { id: linkId, reference: `ref-${linkId}` } }, Date.now());

/** One message of a queue, to the Worker's queue handler, as Cloudflare would deliver it; answers what it did. */
export async function deliver(queue: string, id: string, overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<{ id: string }>(queue, [{ id: `msg-${id}`, timestamp: new Date(), attempts: 1, body: { id } }]);
  // The pool records that a message was retried, not its delay: the delay is read on the way.
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides } as Env, ctx);
  const result = await getQueueResult(batch, ctx);
  expect(result.retryMessages).toHaveLength(delays.length);
  return { acked: result.explicitAcks.includes(`msg-${id}`), retries: delays };
}

/** The minute cron, as Cloudflare runs it, judging by `now`. */
export async function sweep(now = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: schedules.outbox, scheduledTime: now }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/**
 * Rows a test delivered by hand and left waiting for a retry no queue will make: set aside, so
 * that `drained()` of the other tests does not wait for them.
 */
export async function giveUp(...ids: string[]) {
  for (const id of ids) await env.DB.prepare("UPDATE outbox SET status = 'failed' WHERE id = ?").bind(id).run();
}

/** A fault of the core stub for its next deliveries (scripts/core-stub.mjs POST /faults). */
export const fault = (body: CoreFault) => coreFaults(body);

/** What the core stub received with this webhook-id (the outbox row's id). */
export const received = async (id: string) => (await coreEvents()).filter((e) => e.id === id);
