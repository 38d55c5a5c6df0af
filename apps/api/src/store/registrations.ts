import { eq } from 'drizzle-orm';
import { registrations } from '../db/schema';
import { randomId } from '../crypto';
import type { Database } from './db';

export type NewRegistration = Omit<typeof registrations.$inferInsert, 'id' | 'emailVerifiedAt' | 'unsubscribedAt'>;

/**
 * Stores a registration; undefined when the address is registered already (the unique index
 * decides, so two concurrent registrations of one address make one row).
 */
export async function insertRegistration(db: Database, registration: NewRegistration) {
  return db
    .insert(registrations)
    .values({ id: randomId(), ...registration })
    .onConflictDoNothing()
    .returning({ id: registrations.id })
    .get();
}

export async function findRegistrationByEmail(db: Database, email: string) {
  return db.select().from(registrations).where(eq(registrations.email, email)).get();
}

export async function findRegistration(db: Database, id: string) {
  return db.select().from(registrations).where(eq(registrations.id, id)).get();
}
