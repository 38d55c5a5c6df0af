import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { outbox } from '../db/schema';
import { randomId } from '../crypto';
import { retentionCutoff } from '../rules/retention';
import { maxAttempts, outboxKinds, type OutboxKind, type OutboxStatus } from '../rules/outbox';
import { insertWhere, type Database } from './db';

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
 * (handOver), with no second write on the answer's path. When that send fails, or the request
 * stops before it, the row stays queued, and the minute cron takes it as lost once it is overdue
 * (outbox/sweep.ts).
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
  return insertWhere(db, outbox, values(owed, now), table, where);
}

/** The row's cap of tries (`maxAttempts` of its kind), as SQL. */
const cap = sql`CASE ${outbox.kind} ${sql.join(
  outboxKinds.map((kind) => sql`WHEN ${kind} THEN ${maxAttempts[kind]}`),
  sql` `,
)} END`;

/** Why a row that spent its tries failed: how many, and the last one's reason. */
const spent = (last: SQLWrapper | string) => sql`'no more tries after ' || ${outbox.attempts} || ' attempts; last: ' || coalesce(${last}, 'unknown')`;

/**
 * Marks rows queued and due now (the cron, support's retry), those of `ids` that are still waiting
 * (pending or queued) and have tries left; answers them by kind.
 */
export async function markQueued(db: Database, ids: string[], now: number) {
  if (ids.length === 0) return [];
  return db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: now, updatedAt: now })
    .where(and(inArray(outbox.id, ids), inArray(outbox.status, ['pending', 'queued']), lt(outbox.attempts, cap)))
    .returning({ id: outbox.id, kind: outbox.kind });
}

/**
 * A consumer takes a row for one attempt: only one that is waiting, has tries left and has a
 * payload; the attempt is counted, and names the hold (every later UPDATE of the consumer expects
 * it). Undefined otherwise: the message is acknowledged and nothing is sent (a redelivery of a
 * sent row sends nothing, and a row whose payload was erased never goes out).
 */
export async function claim(db: Database, id: string, now: number) {
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'queued']), lt(outbox.attempts, cap), isNotNull(outbox.payload)))
    .returning({ kind: outbox.kind, topic: outbox.topic, payload: outbox.payload, attempts: outbox.attempts })
    .get();
}

/** The row while this consumer's attempt holds it. */
const held = (id: string, attempt: number) => and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt));

/** Done: the payload (an address, a link, an event's data) is erased. */
export async function markSent(db: Database, id: string, attempt: number, now: number) {
  await db.update(outbox).set({ status: 'sent', sentAt: now, updatedAt: now, payload: null, lastError: null, nextAttemptAt: null }).where(held(id, attempt));
}

/**
 * Another try later: back to queued, with the reason (never an address) and when; or, when this
 * was its last try, failed with it. Answers whether the row waits for another try.
 */
export async function markRetry(db: Database, id: string, attempt: number, now: number, reason: string, nextAttemptAt: number): Promise<boolean> {
  const waiting = await db
    .update(outbox)
    .set({ status: 'queued', lastError: reason, nextAttemptAt, updatedAt: now })
    .where(and(held(id, attempt), lt(outbox.attempts, cap)))
    .returning({ id: outbox.id });
  if (waiting.length > 0) return true;
  await db.update(outbox).set({ status: 'failed', lastError: spent(reason), updatedAt: now, nextAttemptAt: null }).where(held(id, attempt));
  return false;
}

/** Given up on this attempt, with the reason; the payload stays so support can send it again. */
export async function markFailed(db: Database, id: string, attempt: number, now: number, reason: string) {
  await db.update(outbox).set({ status: 'failed', lastError: reason, updatedAt: now, nextAttemptAt: null }).where(held(id, attempt));
}

/**
 * Fails waiting rows that have spent their tries (a message of a row the cron sent again, or one
 * the cron found overdue), keeping the last reason.
 */
export async function failSpent(db: Database, ids: string[], now: number) {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: spent(outbox.lastError), updatedAt: now, nextAttemptAt: null })
    .where(and(inArray(outbox.id, ids), inArray(outbox.status, ['pending', 'queued']), gte(outbox.attempts, cap)));
}

/** The dead-letter queue's verdict: a waiting row is given up, keeping the last attempt's reason. */
export async function markDead(db: Database, id: string, now: number) {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: spent(outbox.lastError), updatedAt: now, nextAttemptAt: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['pending', 'queued'])));
}

/**
 * What the minute cron sends again: rows written and not queued for `graceMs`, and queued rows
 * whose next attempt is more than `graceMs` overdue (a send that failed, a request that stopped
 * before it, a message lost on its way).
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

/** Rows a consumer took and never finished (the isolate stopped): held since before `before`, with the attempt that holds them. */
export async function interrupted(db: Database, before: number) {
  return db
    .select({ id: outbox.id, kind: outbox.kind, attempts: outbox.attempts })
    .from(outbox)
    .where(and(eq(outbox.status, 'sending'), lt(outbox.updatedAt, before)));
}

/**
 * The cron takes an interrupted attempt over: only while that attempt still holds the row and has
 * held it since before `before`, so a consumer that finishes meanwhile keeps its outcome.
 */
export async function takeOverInterrupted(db: Database, row: { id: string; attempts: number }, before: number, now: number, outcome: { retry: string } | { fail: string }) {
  const stillHeld = and(held(row.id, row.attempts), lt(outbox.updatedAt, before));
  if ('fail' in outcome) {
    await db.update(outbox).set({ status: 'failed', lastError: outcome.fail, updatedAt: now, nextAttemptAt: null }).where(stillHeld);
    return;
  }
  const waiting = await db
    .update(outbox)
    .set({ status: 'queued', lastError: outcome.retry, nextAttemptAt: now, updatedAt: now })
    .where(and(stillHeld, lt(outbox.attempts, cap)))
    .returning({ id: outbox.id });
  if (waiting.length === 0) await db.update(outbox).set({ status: 'failed', lastError: spent(outcome.retry), updatedAt: now, nextAttemptAt: null }).where(stillHeld);
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

/**
 * Support sends a row again: a failed or waiting one, with its payload, starts over from its
 * first attempt, queued and due now. A sent row or one being sent is left alone.
 */
export async function reopen(db: Database, id: string, now: number) {
  return db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: now, updatedAt: now })
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
