import { eq } from 'drizzle-orm';
import { registrations } from '../db/schema';
import type { Database } from './db';
import { insertOwedWhere, type Owed } from './outbox';

export type NewRegistration = Omit<typeof registrations.$inferInsert, 'emailVerifiedAt' | 'unsubscribedAt'> & { id: string };

/**
 * Stores a registration with what it owes the core system (its `registration.created` event) in
 * one batch; false when the address is registered already (the unique index decides, so two
 * concurrent registrations of one address make one row, and the event is written only with it).
 */
export async function insertRegistration(db: Database, registration: NewRegistration, owed: Owed): Promise<boolean> {
  const [rows] = await db.batch([
    db.insert(registrations).values(registration).onConflictDoNothing().returning({ id: registrations.id }),
    insertOwedWhere(db, owed, registration.createdAt, registrations, eq(registrations.id, registration.id)),
  ]);
  return rows.length > 0;
}

export async function findRegistrationByEmail(db: Database, email: string) {
  return db.select().from(registrations).where(eq(registrations.email, email)).get();
}

export async function findRegistration(db: Database, id: string) {
  return db.select().from(registrations).where(eq(registrations.id, id)).get();
}
