import type { Locale } from '@site/i18n/locales';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { mailTokens, registrations, signupEvents, signups } from '../db/schema';
import { hashToken, randomId, randomToken } from '../crypto';
import type { SignupEventKind, SignupStatus, SignupTypeValue as SignupType } from '@site/api/contract';
import type { Database } from './db';
import { insertOwedWhere, type Owed } from './outbox';

export interface SignupInput {
  type: SignupType;
  email: string;
  firstName: string | null;
  locale: Locale;
  status: 'pending' | 'confirmed';
  /** The page the form was sent from, if it said. */
  page: string | null;
  now: number;
}

export interface MailLinks {
  confirmToken?: string;
  unsubscribeToken: string;
}

/** The row a request changed, by the marker it set: what follows in the batch writes only for it. */
const changedBy = (requestId: string) => eq(signups.requestId, requestId);

/** A history event of the sign-up `requestId` changed, written in the same batch. */
function event(db: Database, requestId: string, kind: SignupEventKind, page: string | null, now: number) {
  return db.insert(signupEvents).select(
    db
      .select({
        id: sql<number>`NULL`.as('id'),
        type: signups.type,
        email: signups.email,
        event: sql<SignupEventKind>`${kind}`.as('event'),
        locale: signups.locale,
        page: sql<string | null>`${page}`.as('page'),
        at: sql<number>`${now}`.as('at'),
      })
      .from(signups)
      .where(changedBy(requestId)),
  );
}

/**
 * Stores a sign-up, or starts a pending or unsubscribed one over (a new double opt-in); a
 * confirmed one is left alone (undefined). One D1 batch writes the row, the tokens of its mail
 * and the 'requested' event (and 'confirmed' for the waiting list, which needs no confirmation),
 * so none is written without the others. The unique (type, email) index makes a repeated or
 * concurrent sign-up one row; the history of earlier ones stays (signup_events).
 */
export async function upsertSignup(db: Database, input: SignupInput, owe: (tokens: MailLinks) => Owed[]): Promise<Owed[] | undefined> {
  const { now, page, ...values } = input;
  const requestId = randomId();
  const tokens: MailLinks = { unsubscribeToken: randomToken() };
  if (values.status === 'pending') tokens.confirmToken = randomToken();
  const upsert = db
    .insert(signups)
    .values({ id: randomId(), ...values, createdAt: now, updatedAt: now, confirmedAt: values.status === 'confirmed' ? now : null, requestId })
    .onConflictDoUpdate({
      target: [signups.type, signups.email],
      set: {
        status: values.status,
        firstName: sql`coalesce(excluded.first_name, ${signups.firstName})`,
        locale: values.locale,
        updatedAt: now,
        confirmedAt: values.status === 'confirmed' ? now : null,
        unsubscribedAt: null,
        requestId,
      },
      setWhere: ne(signups.status, 'confirmed'),
    })
    .returning({ id: signups.id });
  const tokenRows = await mailTokenRows(tokens);
  const owed = owe(tokens);
  const [rows] = await db.batch([
    upsert,
    ...tokenRows.map(({ tokenHash, purpose }) =>
      db.insert(mailTokens).select(
        db
          .select({
            tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
            purpose: sql<'confirm' | 'unsubscribe'>`${purpose}`.as('purpose'),
            signupId: signups.id,
            registrationId: sql<null>`NULL`.as('registration_id'),
            createdAt: sql<number>`${now}`.as('created_at'),
          })
          .from(signups)
          .where(changedBy(requestId)),
      ),
    ),
    event(db, requestId, 'requested', page, now),
    ...(values.status === 'confirmed' ? [event(db, requestId, 'confirmed', page, now)] : []),
    ...owed.map((row) => insertOwedWhere(db, row, now, signups, changedBy(requestId))),
  ]);
  return rows[0] ? owed : undefined;
}

async function mailTokenRows(tokens: MailLinks) {
  return Promise.all(
    [
      ...(tokens.confirmToken ? [{ token: tokens.confirmToken, purpose: 'confirm' as const }] : []),
      { token: tokens.unsubscribeToken, purpose: 'unsubscribe' as const },
    ].map(async ({ token, purpose }) => ({ tokenHash: await hashToken(token), purpose })),
  );
}

export interface TokenOwner {
  tokenCreatedAt: number;
  signup?: { id: string; type: SignupType; email: string; locale: Locale; status: SignupStatus };
  registration?: { id: string; locale: Locale };
}

export async function findMailToken(db: Database, token: string, purpose: 'confirm' | 'unsubscribe'): Promise<TokenOwner | undefined> {
  const found = await db
    .select()
    .from(mailTokens)
    .where(and(eq(mailTokens.tokenHash, await hashToken(token)), eq(mailTokens.purpose, purpose)))
    .get();
  if (!found) return undefined;
  if (found.signupId) {
    const signup = await db
      .select({ id: signups.id, type: signups.type, email: signups.email, locale: signups.locale, status: signups.status })
      .from(signups)
      .where(eq(signups.id, found.signupId))
      .get();
    return signup ? { tokenCreatedAt: found.createdAt, signup } : undefined;
  }
  if (found.registrationId) {
    const registration = await db
      .select({ id: registrations.id, locale: registrations.locale })
      .from(registrations)
      .where(eq(registrations.id, found.registrationId))
      .get();
    return registration ? { tokenCreatedAt: found.createdAt, registration } : undefined;
  }
  return undefined;
}

/**
 * Confirms a pending sign-up, with its 'confirmed' history event and `owed` (the core system's
 * event) in the same batch; false when it was not pending any more (a concurrent click).
 */
export async function confirmSignup(db: Database, id: string, page: string, now: number, owed: Owed): Promise<boolean> {
  const requestId = randomId();
  const [rows] = await db.batch([
    db
      .update(signups)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now, requestId })
      .where(and(eq(signups.id, id), eq(signups.status, 'pending')))
      .returning({ id: signups.id }),
    event(db, requestId, 'confirmed', page, now),
    insertOwedWhere(db, owed, now, signups, changedBy(requestId)),
  ]);
  return rows.length > 0;
}

/**
 * Ends a sign-up, with its 'unsubscribed' history event and `owed` (the core system's event),
 * which is written only for a sign-up the core was told of: one confirmed (a pending one that
 * ends was never sent); false when it had ended before.
 */
export async function unsubscribeSignup(db: Database, id: string, page: string, now: number, owed: Owed): Promise<boolean> {
  const requestId = randomId();
  const [rows] = await db.batch([
    db
      .update(signups)
      .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now, requestId })
      .where(and(eq(signups.id, id), ne(signups.status, 'unsubscribed')))
      .returning({ id: signups.id }),
    event(db, requestId, 'unsubscribed', page, now),
    insertOwedWhere(db, owed, now, signups, and(changedBy(requestId), isNotNull(signups.confirmedAt))),
  ]);
  return rows.length > 0;
}
