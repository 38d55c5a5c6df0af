import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { href } from '@site/config/routes';
import { problemResponse } from '../../http/problem';
import { oweEvent } from '../../outbox/events';
import { handOver } from '../../outbox/handOver';
import { signupPages } from '../../rules/pages';
import { database } from '../../store/db';
import { findMailToken, unsubscribeRegistration, unsubscribeSignup } from '../../store/signups';

const unsubscription = (changed: boolean) => (changed ? 'UNSUBSCRIBED' : 'ALREADY_UNSUBSCRIBED') as 'UNSUBSCRIBED' | 'ALREADY_UNSUBSCRIBED';

/**
 * What both unsubscribe calls do: the page's (token in the body) and the one-click POST of a
 * mail client (token in the query, `via` 'one-click'), recorded as the sign-up's event.
 */
export async function unsubscribeByToken(c: Context<AppEnv>, token: string, via: 'page' | 'one-click') {
  const db = database(c.env.DB);
  const owner = await findMailToken(db, token, 'unsubscribe');
  if (!owner) return problemResponse('LINK_INVALID');
  const now = Date.now();
  if (owner.signup) {
    const { type, email, locale } = owner.signup;
    const page = via === 'page' ? href(signupPages.unsubscribe, locale) : via;
    const event = oweEvent('signup.unsubscribed', { signup: { type, email, locale }, via }, now);
    const changed = await unsubscribeSignup(db, owner.signup.id, page, now, event);
    if (changed) await handOver(c.env, db, [event], now);
    return c.json({ type: owner.signup.type, locale: owner.signup.locale, status: unsubscription(changed) }, 200);
  }
  const registration = owner.registration!;
  const changed = await unsubscribeRegistration(db, registration.id, now);
  return c.json({ locale: registration.locale, status: unsubscription(changed) }, 200);
}
