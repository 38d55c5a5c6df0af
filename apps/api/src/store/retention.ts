import { and, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { mailTokens, signupEvents, signups } from '../db/schema';
import { failedOutboxRetentionDays, pendingSignupRetentionDays, retentionCutoff, sentOutboxRetentionDays, signupEventRetentionDays } from '../rules/retention';
import { deleteConsentRecordsBefore } from './consentRecords';
import type { Database } from './db';
import { deleteOldOutbox } from './outbox';
import { deleteOldVitals } from './vitals';
import { vitalsRetentionDays } from '@site/api/contract';

/**
 * The cron trigger's deletions (wrangler.jsonc `triggers.crons`): consent records past their
 * retention, sign-ups never confirmed within 30 days with their mail tokens, and the history of
 * an address and list three years after its last event unless it is subscribed, and outbox rows
 * sent 30 days ago or failed 90 days ago (rules/retention.ts), and field data's days older than 90
 * (`vitalsRetentionDays`).
 */
export async function deleteExpired(
  db: Database,
  now: number,
  consentRetentionDays: number,
): Promise<{ consentRecords: number; pendingSignups: number; signupEvents: number; outbox: number; vitals: number }> {
  const consentRecords = await deleteConsentRecordsBefore(db, retentionCutoff(now, consentRetentionDays));
  const pending = await db
    .delete(signups)
    .where(and(eq(signups.status, 'pending'), lte(signups.updatedAt, retentionCutoff(now, pendingSignupRetentionDays))))
    .returning({ id: signups.id });
  await db
    .delete(mailTokens)
    .where(and(isNotNull(mailTokens.signupId), notInArray(mailTokens.signupId, db.select({ id: signups.id }).from(signups))));
  const events = await db
    .delete(signupEvents)
    .where(
      sql`(${signupEvents.type}, ${signupEvents.email}) IN (
        SELECT type, email FROM signup_events GROUP BY type, email HAVING max(at) <= ${retentionCutoff(now, signupEventRetentionDays)}
      ) AND NOT EXISTS (
        SELECT 1 FROM signups WHERE signups.type = ${signupEvents.type} AND signups.email = ${signupEvents.email} AND signups.status = 'confirmed'
      )`,
    )
    .returning({ id: signupEvents.id });
  const outbox = await deleteOldOutbox(db, now, sentOutboxRetentionDays, failedOutboxRetentionDays);
  const vitals = await deleteOldVitals(db, now, vitalsRetentionDays);
  return { consentRecords, pendingSignups: pending.length, signupEvents: events.length, outbox, vitals };
}
