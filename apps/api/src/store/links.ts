import type { Locale } from '@site/i18n/locales';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { links, partnerAccounts, passwordResets, registrations, reimbursements } from '../db/schema';
import { hashToken, randomId } from '../crypto';
import { maxBirthdayAttempts, type LinkKind } from '@site/api/contract';
import { insertWhere, type Database } from './db';
import { insertOwedWhere, type Owed } from './outbox';

export type LinkRow = typeof links.$inferSelect;

export async function findLink(db: Database, token: string): Promise<LinkRow | undefined> {
  return findLinkByTokenHash(db, await hashToken(token));
}

/** The link of a token already hashed (a caller that keys its rate limit by the same hash). */
export function findLinkByTokenHash(db: Database, tokenHash: string): Promise<LinkRow | undefined> {
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
      // Its notice is owed in the same batch (the outbox keeps the address until it is sent).
      notifyEmail: sql`CASE WHEN ${matches} THEN NULL ELSE ${links.notifyEmail} END`,
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

/** What the action owes (its event for the core system), written only when this request used the link. */
export const oweWhenUsed =
  (owed: Owed): Follow =>
  (db, spent) =>
    insertOwedWhere(db, owed, spent.now, links, usedBy(spent));

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

/**
 * The verification link of a registration marks its address verified, the first time only: a
 * second valid link of the same registration (the mail, then 'send the link again') is used but
 * changes nothing, and its `email.verified` is not written (`oweWhenVerified`).
 */
export const markEmailVerified: Follow = (db, spent) =>
  db
    .update(registrations)
    .set({ emailVerifiedAt: spent.now, requestId: spent.useId })
    .where(and(eq(registrations.id, db.select({ id: links.registrationId }).from(links).where(usedBy(spent))), isNull(registrations.emailVerifiedAt)));

/** What the verification owes the core (`email.verified`), written only when this request verified the address. */
export const oweWhenVerified =
  (owed: Owed): Follow =>
  (db, spent) =>
    insertOwedWhere(db, owed, spent.now, registrations, eq(registrations.requestId, spent.useId));

/**
 * The first time the PSD2 page asks for a pending link's status, the core system is told (its
 * `psd2_authorization.opened` event, written in the same batch), once.
 */
export async function openPsd2(db: Database, link: LinkRow, now: number, owed: Owed): Promise<boolean> {
  const [opened] = await db.batch([
    db
      .update(links)
      .set({ psd2OpenedAt: now })
      .where(and(eq(links.id, link.id), isNull(links.psd2OpenedAt), eq(links.psd2Status, 'PENDING')))
      .returning({ id: links.id }),
    insertOwedWhere(db, owed, now, links, and(eq(links.id, link.id), eq(links.psd2OpenedAt, now))),
  ]);
  return opened.length > 0;
}

/** The core system reports a PSD2 release (PUT /internal/links/{id}/psd2); false when there is no such PSD2 link. */
export async function setPsd2Status(db: Database, id: string, status: NonNullable<LinkRow['psd2Status']>): Promise<boolean> {
  const row = await db
    .update(links)
    .set({ psd2Status: status })
    .where(and(eq(links.id, id), eq(links.kind, 'psd2')))
    .returning({ id: links.id })
    .get();
  return row !== undefined;
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
  appUrl?: string | null;
  reference?: string | null;
  notifyEmail?: string | null;
  registrationId?: string | null;
}

/** Stores a link by the hash of its token; its id, or undefined when a link with that token exists. */
export async function insertLink(db: Database, link: NewLink): Promise<string | undefined> {
  const { token, ...rest } = link;
  const row = await db
    .insert(links)
    .values({ id: randomId(), tokenHash: await hashToken(token), ...rest })
    .onConflictDoNothing()
    .returning({ id: links.id })
    .get();
  return row?.id;
}

/**
 * The INSERT of a link for a batch, written only when the registration it verifies exists (the
 * verification link of a registration's mail), with the token's hash made beforehand (a query
 * builder must not be awaited: that runs it).
 */
export function insertVerifyLinkWhere(db: Database, link: Omit<NewLink, 'token'> & { registrationId: string }, tokenHash: string, where: SQL) {
  return insertWhere(db, links, { id: randomId(), tokenHash, ...link }, registrations, where);
}
