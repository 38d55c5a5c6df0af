import { and, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import { mailTokens, signups } from './db/schema';
import type { Env } from './env';
import { consentRetentionDays, pendingSignupRetentionDays, retentionCutoff } from './rules/retention';
import { deleteConsentRecordsBefore } from './store/consentRecords';
import { database } from './store/db';

/**
 * The cron trigger (wrangler.jsonc `triggers.crons`): consent records past CONSENT_RETENTION_DAYS
 * and sign-ups never confirmed within 30 days are deleted.
 */
export async function runRetention(env: Env, now: number): Promise<{ consentRecords: number; pendingSignups: number }> {
  const db = database(env.DB);
  const consentRecords = await deleteConsentRecordsBefore(db, retentionCutoff(now, consentRetentionDays(env.CONSENT_RETENTION_DAYS)));
  const pending = await db
    .delete(signups)
    .where(and(eq(signups.status, 'pending'), lte(signups.updatedAt, retentionCutoff(now, pendingSignupRetentionDays))))
    .returning({ id: signups.id });
  await db
    .delete(mailTokens)
    .where(and(isNotNull(mailTokens.signupId), notInArray(mailTokens.signupId, db.select({ id: signups.id }).from(signups))));
  return { consentRecords, pendingSignups: pending.length };
}
