import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { outbox } from '../db/schema';
import { randomId } from '../crypto';
import { retentionCutoff } from '../rules/retention';
import type { OutboxKind, OutboxStatus } from '../outbox/kinds';
import type { Database } from './db';

export type OutboxRow = typeof outbox.$inferSelect;

/** What a request owes: a row of the outbox, written in the batch of the change it belongs to. */
export interface Owed {
  id: string;
  kind: OutboxKind;
  topic: string;
  payload: unknown;
}

export function owe(kind: OutboxKind, topic: string, payload: unknown): Owed {
  return { id: randomId(), kind, topic, payload };
}

/**
 * A row is written as queued, due now: the request sends its message right after the batch
 * (handOver), with no second write on the answer's path. A send that fails puts it back to
 * pending for the next minute's cron; a request that stops before sending leaves it queued, and
 * the cron takes it as lost once it is overdue (outbox/sweep.ts).
 */
const values = (owed: Owed, now: number) => ({
  id: owed.id,
  kind: owed.kind,
  topic: owed.topic,
  payload: JSON.stringify(owed.payload),
  status: 'queued' as const,
  attempts: 0,
  nextAttemptAt: now,
  lastError: null,
  createdAt: now,
  updatedAt: now,
  sentAt: null,
});

/** The INSERT of an owed row, for a batch. */
export function insertOwed(db: Database, owed: Owed, now: number): BatchItem<'sqlite'> {
  return db.insert(outbox).values(values(owed, now));
}

/**
 * The INSERT of an owed row that is written only when `where` holds for a row of `table` in the
 * same batch (the link this request used, the sign-up it changed): INSERT … SELECT.
 */
export function insertOwedWhere(db: Database, owed: Owed, now: number, table: SQLiteTable, where: SQL | undefined): BatchItem<'sqlite'> {
  const row = values(owed, now);
  const column = <T>(value: T, name: string) => sql<T>`${value}`.as(name);
  return db.insert(outbox).select(
    db
      .select({
        id: column(row.id, 'id'),
        kind: column(row.kind, 'kind'),
        topic: column(row.topic, 'topic'),
        payload: column(row.payload, 'payload'),
        status: column(row.status, 'status'),
        attempts: column(row.attempts, 'attempts'),
        nextAttemptAt: column(row.nextAttemptAt, 'next_attempt_at'),
        lastError: column(row.lastError, 'last_error'),
        createdAt: column(row.createdAt, 'created_at'),
        updatedAt: column(row.updatedAt, 'updated_at'),
        sentAt: column(row.sentAt, 'sent_at'),
      })
      .from(table)
      .where(where)
      .limit(1),
  );
}

/**
 * Marks owed rows as handed to their queue, those of `ids` that exist and are still pending or
 * queued (a conditional row may not have been written); answers them by kind. Their next attempt
 * is due now.
 */
export async function markQueued(db: Database, ids: string[], now: number) {
  if (ids.length === 0) return [];
  return db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
    .where(and(inArray(outbox.id, ids), inArray(outbox.status, ['pending', 'queued'])))
    .returning({ id: outbox.id, kind: outbox.kind });
}

/** Puts rows whose queue send failed back to pending, for the cron. */
export async function markPending(db: Database, ids: string[], now: number) {
  if (ids.length === 0) return;
  await db.update(outbox).set({ status: 'pending', updatedAt: now }).where(and(inArray(outbox.id, ids), eq(outbox.status, 'queued')));
}

/**
 * A consumer takes a row: only one that is pending or queued, and counts the attempt. Undefined
 * when it is sent, failed or held by another consumer: the message is acknowledged and nothing
 * is sent (a redelivery of a sent row sends nothing).
 */
export async function claim(db: Database, id: string, now: number) {
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'queued'])))
    .returning({ kind: outbox.kind, topic: outbox.topic, payload: outbox.payload, attempts: outbox.attempts })
    .get();
}

/** Done: the payload (an address, a link, an event's data) is erased. */
export async function markSent(db: Database, id: string, now: number) {
  await db.update(outbox).set({ status: 'sent', sentAt: now, updatedAt: now, payload: null, lastError: null, nextAttemptAt: null }).where(eq(outbox.id, id));
}

/** Another try later: back to queued, with the reason (never an address) and when. */
export async function markRetry(db: Database, id: string, now: number, reason: string, nextAttemptAt: number) {
  await db.update(outbox).set({ status: 'queued', lastError: reason, nextAttemptAt, updatedAt: now }).where(eq(outbox.id, id));
}

/** The dead-letter queue's verdict: given up, keeping the last attempt's reason. */
export async function markDead(db: Database, id: string, now: number) {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: sql`'no more retries after ' || ${outbox.attempts} || ' attempts; last: ' || coalesce(${outbox.lastError}, 'unknown')`, updatedAt: now, nextAttemptAt: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'queued'])));
}

/** Given up, with the reason; the payload stays so support can send it again. */
export async function markFailed(db: Database, id: string, now: number, reason: string, only: OutboxStatus[] = ['pending', 'queued', 'sending']) {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: reason, updatedAt: now, nextAttemptAt: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, only)));
}

/**
 * What the minute cron sends again: rows written and not queued for `graceMs` (the request could
 * not reach the queue, or stopped before it did), and queued rows whose next attempt is more than
 * `graceMs` overdue (a message lost on its way).
 */
export async function overdue(db: Database, now: number, graceMs: number, limit = 100) {
  return db
    .select({ id: outbox.id, kind: outbox.kind })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lt(outbox.updatedAt, now - graceMs)),
        and(eq(outbox.status, 'queued'), lt(sql`coalesce(${outbox.nextAttemptAt}, ${outbox.updatedAt})`, now - graceMs)),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(limit);
}

/** Rows a consumer took and never finished (the isolate stopped): older than `before`. */
export async function interrupted(db: Database, before: number) {
  return db.select({ id: outbox.id, kind: outbox.kind }).from(outbox).where(and(eq(outbox.status, 'sending'), lt(outbox.updatedAt, before)));
}

/** For support: rows without their payload, newest first. */
export async function listOutbox(db: Database, statuses: OutboxStatus[], limit = 200) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      topic: outbox.topic,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      updatedAt: outbox.updatedAt,
    })
    .from(outbox)
    .where(inArray(outbox.status, statuses))
    .orderBy(sql`${outbox.updatedAt} DESC`)
    .limit(limit);
}

/** Support sends a row again: a failed or pending one, with its payload, starts over. */
export async function reopen(db: Database, id: string, now: number) {
  return db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'pending', 'queued']), sql`${outbox.payload} IS NOT NULL`))
    .returning({ id: outbox.id, kind: outbox.kind })
    .get();
}

export async function findOutbox(db: Database, id: string) {
  return db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)).get();
}

/** The retention cron: sent rows after `sentDays`, failed ones after `failedDays`. */
export async function deleteOldOutbox(db: Database, now: number, sentDays: number, failedDays: number) {
  const deleted = await db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.updatedAt, retentionCutoff(now, sentDays))),
        and(eq(outbox.status, 'failed'), lt(outbox.updatedAt, retentionCutoff(now, failedDays))),
      ),
    )
    .returning({ id: outbox.id });
  return deleted.length;
}
