import { and, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import { mailTokens, signups } from '../db/schema';
import { pendingSignupRetentionDays, retentionCutoff } from '../rules/retention';
import { deleteConsentRecordsBefore } from './consentRecords';
import type { Database } from './db';

/**
 * The cron trigger's deletions (wrangler.jsonc `triggers.crons`): consent records past their
 * retention and sign-ups never confirmed within 30 days, with their mail tokens.
 */
export async function deleteExpired(db: Database, now: number, consentRetentionDays: number): Promise<{ consentRecords: number; pendingSignups: number }> {
  const consentRecords = await deleteConsentRecordsBefore(db, retentionCutoff(now, consentRetentionDays));
  const pending = await db
    .delete(signups)
    .where(and(eq(signups.status, 'pending'), lte(signups.updatedAt, retentionCutoff(now, pendingSignupRetentionDays))))
    .returning({ id: signups.id });
  await db
    .delete(mailTokens)
    .where(and(isNotNull(mailTokens.signupId), notInArray(mailTokens.signupId, db.select({ id: signups.id }).from(signups))));
  return { consentRecords, pendingSignups: pending.length };
}
