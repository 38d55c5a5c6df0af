import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { problemResponse } from '../../http/problem';
import { database } from '../../store/db';
import { findMailToken, unsubscribeRegistration, unsubscribeSignup } from '../../store/signups';

/** What both unsubscribe calls do: the page's (token in the body) and the one-click POST of a mail client (token in the query). */
export async function unsubscribeByToken(c: Context<AppEnv>, token: string) {
  const db = database(c.env.DB);
  const owner = await findMailToken(db, token, 'unsubscribe');
  if (!owner) return problemResponse('LINK_INVALID');
  const now = Date.now();
  if (owner.signup) {
    await unsubscribeSignup(db, owner.signup.id, now);
    return c.json({ type: owner.signup.type, locale: owner.signup.locale, status: 'UNSUBSCRIBED' as const }, 200);
  }
  const registration = owner.registration!;
  await unsubscribeRegistration(db, registration.id, now);
  return c.json({ locale: registration.locale, status: 'UNSUBSCRIBED' as const }, 200);
}
