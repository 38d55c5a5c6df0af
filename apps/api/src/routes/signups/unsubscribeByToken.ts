import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { href } from '@site/config/routes';
import { problemResponse } from '../../http/problem';
import { oweEvent } from '../../outbox/events';
import { handOver } from '../../outbox/handOver';
import { signupPages } from '../../rules/pages';
import { database } from '../../store/db';
import { unsubscribeRegistration } from '../../store/registrations';
import { findMailToken, unsubscribeSignup } from '../../store/signups';

const unsubscription = (changed: boolean) => (changed ? 'UNSUBSCRIBED' : 'ALREADY_UNSUBSCRIBED') as 'UNSUBSCRIBED' | 'ALREADY_UNSUBSCRIBED';

/**
 * What both unsubscribe calls do: the page's (token in the body) and the one-click POST of a
 * mail client (token in the query, `via` 'one-click'). The core system hears of every consent it
 * was told of and that is now withdrawn, once: a confirmed sign-up's (`signup.unsubscribed`) and
 * a registration's (`registration.unsubscribed`), each written in the batch of the change. A
 * sign-up never confirmed was never told, and a repeated unsubscribe changes nothing.
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
    if (changed) await handOver(c.env, [event]);
    return c.json({ type, locale, status: unsubscription(changed) }, 200);
  }
  const registration = owner.registration!;
  const event = oweEvent('registration.unsubscribed', { registration: { id: registration.id }, via }, now);
  const changed = await unsubscribeRegistration(db, registration.id, now, event);
  if (changed) await handOver(c.env, [event]);
  return c.json({ locale: registration.locale, status: unsubscription(changed) }, 200);
}
