import type { Locale } from '@site/i18n/locales';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { links, partnerAccounts, passwordResets, registrations, reimbursements } from '../db/schema';
import { hashToken, randomId } from '../crypto';
import { maxBirthdayAttempts, type LinkKind } from '@site/api/contract';
import type { Database } from './db';

export type LinkRow = typeof links.$inferSelect;

export async function findLink(db: Database, token: string): Promise<LinkRow | undefined> {
  const tokenHash = await hashToken(token);
  return db.select().from(links).where(eq(links.tokenHash, tokenHash)).get();
}

/** What a used link names: the statements that follow its use read it. */
export interface Spent {
  linkId: string;
  useId: string;
  now: number;
}

/** A statement that runs in the batch of `spendLink` and writes only when that request used the link. */
export type Follow = (db: Database, spent: Spent) => BatchItem<'sqlite'>;

export type SpendOutcome =
  | { spent: true }
  /** The birthday was wrong and is counted: how many wrong ones the link has now. */
  | { spent: false; wrongBirthdays: number }
  | { spent: false; refused: 'LINK_ALREADY_USED' | 'BIRTHDAY_ATTEMPTS_EXCEEDED' };

/**
 * Uses a link in one statement, so that no burst of requests can get past the rules (SPEC §5):
 * the link is used only while it is unused and unblocked and, where `birthday` is given, only
 * when it matches the one on file; otherwise a wrong birthday is counted, only while the link is
 * below the limit. What the action writes (`follow`: a new password, a payout, its events) is in
 * the same D1 batch and names this request's `useId`, so it is written exactly when this request
 * used the link. A link with three wrong birthdays refuses every request, the right birthday
 * included, so no answer but success tells a right birthday from a wrong one.
 */
export async function spendLink(db: Database, linkId: string, now: number, birthday: string | undefined, follow: Follow[] = []): Promise<SpendOutcome> {
  const spent: Spent = { linkId, useId: randomId(), now };
  const matches = birthday === undefined ? sql`1` : sql`(${links.birthday} IS ${birthday})`;
  const spend = db
    .update(links)
    .set({
      usedAt: sql`CASE WHEN ${matches} THEN ${now} ELSE ${links.usedAt} END`,
      useId: sql`CASE WHEN ${matches} THEN ${spent.useId} ELSE ${links.useId} END`,
      wrongBirthdays: sql`CASE WHEN ${matches} THEN ${links.wrongBirthdays} ELSE ${links.wrongBirthdays} + 1 END`,
    })
    .where(and(eq(links.id, linkId), isNull(links.usedAt), lt(links.wrongBirthdays, maxBirthdayAttempts)))
    .returning({ usedAt: links.usedAt, wrongBirthdays: links.wrongBirthdays });
  const [rows] = await db.batch([spend, ...follow.map((statement) => statement(db, spent))]);
  const row = rows[0];
  if (row && row.usedAt !== null) return { spent: true };
  if (row) return { spent: false, wrongBirthdays: row.wrongBirthdays };
  // Another request used or blocked the link between this request's check and its statement.
  const current = await db.select({ wrongBirthdays: links.wrongBirthdays }).from(links).where(eq(links.id, linkId)).get();
  const blocked = (current?.wrongBirthdays ?? maxBirthdayAttempts) >= maxBirthdayAttempts;
  return { spent: false, refused: blocked ? 'BIRTHDAY_ATTEMPTS_EXCEEDED' : 'LINK_ALREADY_USED' };
}

/** The link row this request used, for an INSERT … SELECT that follows it. */
const usedBy = ({ linkId, useId }: Spent) => and(eq(links.id, linkId), eq(links.useId, useId));

export const savePartnerAccount =
  (passwordHash: string, marketing: boolean): Follow =>
  (db, spent) =>
    db.insert(partnerAccounts).select(
      db
        .select({
          linkId: links.id,
          passwordHash: sql<string>`${passwordHash}`.as('password_hash'),
          acceptedMarketing: sql<boolean>`${marketing ? 1 : 0}`.as('accepted_marketing'),
          createdAt: sql<number>`${spent.now}`.as('created_at'),
        })
        .from(links)
        .where(usedBy(spent)),
    );

export const savePasswordReset =
  (passwordHash: string): Follow =>
  (db, spent) =>
    db.insert(passwordResets).select(
      db
        .select({ linkId: links.id, passwordHash: sql<string>`${passwordHash}`.as('password_hash'), createdAt: sql<number>`${spent.now}`.as('created_at') })
        .from(links)
        .where(usedBy(spent)),
    );

export const saveReimbursement =
  (iban: string, recipientName: string): Follow =>
  (db, spent) =>
    db.insert(reimbursements).select(
      db
        .select({
          linkId: links.id,
          iban: sql<string>`${iban}`.as('iban'),
          recipientName: sql<string>`${recipientName}`.as('recipient_name'),
          createdAt: sql<number>`${spent.now}`.as('created_at'),
        })
        .from(links)
        .where(usedBy(spent)),
    );

/** The verification link of a registration marks its address verified. */
export const markEmailVerified: Follow = (db, spent) =>
  db
    .update(registrations)
    .set({ emailVerifiedAt: spent.now })
    .where(eq(registrations.id, db.select({ id: links.registrationId }).from(links).where(usedBy(spent))));

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
