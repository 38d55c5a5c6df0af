import type { Locale } from '@site/i18n/locales';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { links, partnerAccounts, passwordResets, reimbursements } from '../db/schema';
import { hashToken, randomId } from '../crypto';
import { maxBirthdayAttempts, type LinkKind } from '@site/api/contract';
import type { Database } from './db';

export type LinkRow = typeof links.$inferSelect;

export async function findLink(db: Database, token: string): Promise<LinkRow | undefined> {
  const tokenHash = await hashToken(token);
  return db.select().from(links).where(eq(links.tokenHash, tokenHash)).get();
}

/** Counts one wrong birthday in the database and answers the new count. */
export async function countWrongBirthday(db: Database, id: string): Promise<number> {
  const row = await db
    .update(links)
    .set({ wrongBirthdays: sql`${links.wrongBirthdays} + 1` })
    .where(eq(links.id, id))
    .returning({ wrongBirthdays: links.wrongBirthdays })
    .get();
  return row?.wrongBirthdays ?? maxBirthdayAttempts;
}

/**
 * Marks the link used, only if it is still unused and not blocked: false when another request
 * won the race (the caller answers LINK_ALREADY_USED).
 */
export async function markUsed(db: Database, id: string, now: number): Promise<boolean> {
  const row = await db
    .update(links)
    .set({ usedAt: now })
    .where(and(eq(links.id, id), isNull(links.usedAt), lt(links.wrongBirthdays, maxBirthdayAttempts)))
    .returning({ id: links.id })
    .get();
  return row !== undefined;
}

export async function savePartnerAccount(db: Database, linkId: string, passwordHash: string, marketing: boolean, now: number) {
  await db.insert(partnerAccounts).values({ linkId, passwordHash, acceptedMarketing: marketing, createdAt: now });
}

export async function savePasswordReset(db: Database, linkId: string, passwordHash: string, now: number) {
  await db.insert(passwordResets).values({ linkId, passwordHash, createdAt: now });
}

export async function saveReimbursement(db: Database, linkId: string, iban: string, recipientName: string, now: number) {
  await db.insert(reimbursements).values({ linkId, iban, recipientName, createdAt: now });
}

/** PSD2 status as the page polls it; the local stand-in for the core system counts polls down. */
export async function pollPsd2(db: Database, link: LinkRow): Promise<LinkRow['psd2Status']> {
  if (link.psd2Status === 'PENDING' && link.psd2PendingPolls !== null) {
    const row = await db
      .update(links)
      .set({
        psd2PendingPolls: sql`max(${links.psd2PendingPolls} - 1, 0)`,
        psd2Status: sql`case when ${links.psd2PendingPolls} <= 0 then 'AUTHORIZED' else 'PENDING' end`,
      })
      .where(eq(links.id, link.id))
      .returning({ status: links.psd2Status })
      .get();
    return row?.status ?? link.psd2Status;
  }
  return link.psd2Status ?? 'PENDING';
}

export interface NewLink {
  token: string;
  kind: LinkKind;
  holderFirstName: string;
  holderLastName: string;
  birthday: string | null;
  locale: Locale;
  createdAt: number;
  usedAt?: number | null;
  wrongBirthdays?: number;
  referralCode?: string | null;
  psd2Status?: LinkRow['psd2Status'];
  psd2PendingPolls?: number | null;
  appUrl?: string | null;
  registrationId?: string | null;
}

/** Stores a link by the hash of its token; false when a link with that token exists. */
export async function insertLink(db: Database, link: NewLink): Promise<boolean> {
  const { token, ...rest } = link;
  const row = await db
    .insert(links)
    .values({ id: randomId(), tokenHash: await hashToken(token), ...rest })
    .onConflictDoNothing()
    .returning({ id: links.id })
    .get();
  return row !== undefined;
}
