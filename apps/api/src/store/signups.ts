import type { Locale } from '@site/i18n/locales';
import { and, eq, ne, sql } from 'drizzle-orm';
import { mailTokens, registrations, signups } from '../db/schema';
import { hashToken, randomId, randomToken } from '../crypto';
import type { SignupStatus, SignupTypeValue as SignupType } from '@site/api/contract';
import type { Database } from './db';

export interface SignupInput {
  type: SignupType;
  email: string;
  firstName: string | null;
  locale: Locale;
  status: 'pending' | 'confirmed';
  now: number;
}

export interface MailLinks {
  confirmToken?: string;
  unsubscribeToken: string;
}

/**
 * Stores a sign-up, or starts a pending/unsubscribed one over; a confirmed one is left alone
 * (undefined). The unique (type, email) index makes a repeated or concurrent sign-up one row.
 */
export async function upsertSignup(db: Database, input: SignupInput): Promise<{ id: string; tokens: MailLinks } | undefined> {
  const { now, ...values } = input;
  const row = await db
    .insert(signups)
    .values({ id: randomId(), ...values, createdAt: now, updatedAt: now, confirmedAt: values.status === 'confirmed' ? now : null })
    .onConflictDoUpdate({
      target: [signups.type, signups.email],
      set: {
        status: values.status,
        firstName: sql`coalesce(excluded.first_name, ${signups.firstName})`,
        locale: values.locale,
        updatedAt: now,
        confirmedAt: values.status === 'confirmed' ? now : null,
        unsubscribedAt: null,
      },
      setWhere: ne(signups.status, 'confirmed'),
    })
    .returning({ id: signups.id })
    .get();
  if (!row) return undefined;
  const tokens: MailLinks = { unsubscribeToken: randomToken() };
  if (values.status === 'pending') tokens.confirmToken = randomToken();
  await saveMailTokens(db, { signupId: row.id }, tokens, now);
  return { id: row.id, tokens };
}

export async function saveMailTokens(
  db: Database,
  owner: { signupId?: string; registrationId?: string },
  tokens: MailLinks,
  now: number,
): Promise<void> {
  const rows = [
    ...(tokens.confirmToken ? [{ token: tokens.confirmToken, purpose: 'confirm' as const }] : []),
    { token: tokens.unsubscribeToken, purpose: 'unsubscribe' as const },
  ];
  for (const { token, purpose } of rows) {
    await db.insert(mailTokens).values({
      tokenHash: await hashToken(token),
      purpose,
      signupId: owner.signupId ?? null,
      registrationId: owner.registrationId ?? null,
      createdAt: now,
    });
  }
}

export interface TokenOwner {
  tokenCreatedAt: number;
  signup?: { id: string; type: SignupType; locale: Locale; status: SignupStatus };
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
      .select({ id: signups.id, type: signups.type, locale: signups.locale, status: signups.status })
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

/** Confirms a pending sign-up; false when it was not pending any more (a concurrent click). */
export async function confirmSignup(db: Database, id: string, now: number): Promise<boolean> {
  const row = await db
    .update(signups)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(and(eq(signups.id, id), eq(signups.status, 'pending')))
    .returning({ id: signups.id })
    .get();
  return row !== undefined;
}

export async function unsubscribeSignup(db: Database, id: string, now: number): Promise<void> {
  await db
    .update(signups)
    .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
    .where(and(eq(signups.id, id), ne(signups.status, 'unsubscribed')));
}

export async function unsubscribeRegistration(db: Database, id: string, now: number): Promise<void> {
  await db
    .update(registrations)
    .set({ unsubscribedAt: now, acceptedNewsletter: false, acceptedMarketing: false })
    .where(eq(registrations.id, id));
}
