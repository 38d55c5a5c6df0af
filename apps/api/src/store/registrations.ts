import { and, eq, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { mailTokens, registrations } from '../db/schema';
import { randomId } from '../crypto';
import { insertWhere, type Database } from './db';
import { insertOwedWhere, type Owed } from './outbox';

export type NewRegistration = Omit<typeof registrations.$inferInsert, 'emailVerifiedAt' | 'unsubscribedAt' | 'requestId'> & { id: string };

/** The registration `id` exists: what its batch writes besides the row waits for it (INSERT … SELECT). */
export const registrationExists = (id: string) => eq(registrations.id, id);

/** The statement that stores the unsubscribe token of a registration's mail (its hash), only while the registration exists. */
export function insertUnsubscribeTokenWhere(db: Database, tokenHash: string, registrationId: string, now: number) {
  return insertWhere(db, mailTokens, { tokenHash, purpose: 'unsubscribe', signupId: null, registrationId, createdAt: now }, registrations, registrationExists(registrationId));
}

/**
 * Stores a registration with what it owes in one batch: the core system's `registration.created`
 * event and `follow` (the verification mail's link, tokens and mail, written only with the row,
 * routes/registration/mailRegistrant.ts); false when the address is registered already (the
 * unique index decides, so two concurrent registrations of one address make one row, and the rest
 * is written only with it).
 */
export async function insertRegistration(db: Database, registration: NewRegistration, owed: Owed, follow: BatchItem<'sqlite'>[]): Promise<boolean> {
  const [rows] = await db.batch([
    db.insert(registrations).values(registration).onConflictDoNothing().returning({ id: registrations.id }),
    insertOwedWhere(db, owed, registration.createdAt, registrations, registrationExists(registration.id)),
    ...follow,
  ]);
  return rows.length > 0;
}

export async function findRegistrationByEmail(db: Database, email: string) {
  return db.select().from(registrations).where(eq(registrations.email, email)).get();
}

export async function findRegistration(db: Database, id: string) {
  return db.select().from(registrations).where(eq(registrations.id, id)).get();
}

/**
 * Stops a registration's newsletter and marketing mail, with `owed` (the core system's
 * `registration.unsubscribed`) in the same batch, written only when this request stopped it;
 * false when it was stopped before.
 */
export async function unsubscribeRegistration(db: Database, id: string, now: number, owed: Owed): Promise<boolean> {
  const requestId = randomId();
  const [rows] = await db.batch([
    db
      .update(registrations)
      .set({ unsubscribedAt: now, acceptedNewsletter: false, acceptedMarketing: false, requestId })
      .where(and(eq(registrations.id, id), isNull(registrations.unsubscribedAt)))
      .returning({ id: registrations.id }),
    insertOwedWhere(db, owed, now, registrations, eq(registrations.requestId, requestId)),
  ]);
  return rows.length > 0;
}
