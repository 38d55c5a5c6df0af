import type { ConsentRecord } from '@site/api/contract';
import { asc, eq, lte } from 'drizzle-orm';
import { consentRecords } from '../db/schema';
import type { Database } from './db';

/** A visitor's choice as the contract takes it. */
export type ConsentChoice = ConsentRecord;

/** Appends a record. The table is append-only: a trigger refuses every UPDATE. */
export async function appendConsentRecord(db: Database, choice: ConsentChoice, now: number): Promise<void> {
  await db.insert(consentRecords).values({ ...choice, services: JSON.stringify(choice.services), recordedAt: now });
}

export async function consentRecordsOf(db: Database, consentId: string) {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(asc(consentRecords.recordedAt), asc(consentRecords.id))
    .all();
  return rows.map(({ id: _id, services, recordedAt, ...rest }) => ({
    ...rest,
    services: JSON.parse(services) as Record<string, boolean>,
    recordedAt: new Date(recordedAt).toISOString(),
  }));
}

/** The retention cron: deletes records recorded at or before the cutoff; answers how many. */
export async function deleteConsentRecordsBefore(db: Database, cutoff: number): Promise<number> {
  const deleted = await db.delete(consentRecords).where(lte(consentRecords.recordedAt, cutoff)).returning({ id: consentRecords.id });
  return deleted.length;
}
