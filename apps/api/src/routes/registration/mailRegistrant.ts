import type { Locale } from '@site/i18n/locales';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { hashToken, randomToken } from '../../crypto';
import { registrations } from '../../db/schema';
import { oneClickUrl } from '../signups/oneClickUnsubscribe';
import { oweMail } from '../../outbox/mails';
import { linkPages, pageUrl, signupPages } from '../../rules/pages';
import type { Database } from '../../store/db';
import { insertVerifyLinkWhere } from '../../store/links';
import { insertOwedWhere, type Owed } from '../../store/outbox';
import { insertUnsubscribeTokenWhere, registrationExists } from '../../store/registrations';

export interface Registrant {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  emailVerifiedAt: number | null;
}

/**
 * The mail a registration owes its address: a fresh verification link while the address is not
 * confirmed (a first registration, one whose mail never came, a 'send the link again'), else a
 * note to the owner that someone tried to register again. The API's answer is the same either
 * way, so it never tells who is a customer. Every mail can unsubscribe. Answers the mail and the
 * statements that write it (its tokens, its link, the outbox row), each only while the
 * registration exists, for the batch that stores a new registration or one of their own.
 */
export async function registrantMail(c: Context<AppEnv>, db: Database, registrant: Registrant, now: number): Promise<{ owed: Owed; statements: BatchItem<'sqlite'>[] }> {
  const config = c.var.config;
  const { id: registrationId, locale, email: to, firstName } = registrant;
  const exists = registrationExists(registrationId);
  const unsubscribeToken = randomToken();
  const links = {
    to,
    locale,
    unsubscribeUrl: pageUrl(config.siteUrl, locale, signupPages.unsubscribe, unsubscribeToken),
    oneClickUnsubscribeUrl: oneClickUrl(config, unsubscribeToken),
  };
  const token = insertUnsubscribeTokenWhere(db, await hashToken(unsubscribeToken), registrationId, now);
  if (registrant.emailVerifiedAt !== null) {
    const owed = oweMail({ ...links, template: 'alreadyRegistered', firstName });
    return { owed, statements: [token, insertOwedWhere(db, owed, now, registrations, exists)] };
  }
  const verifyToken = randomToken();
  const owed = oweMail({ ...links, template: 'registrationVerification', firstName, verifyUrl: pageUrl(config.siteUrl, locale, linkPages.verify, verifyToken) });
  const verifyLink = { kind: 'verify' as const, holderFirstName: firstName, holderLastName: registrant.lastName, birthday: null, locale, createdAt: now, registrationId };
  const link = insertVerifyLinkWhere(db, verifyLink, await hashToken(verifyToken), exists);
  return { owed, statements: [token, link, insertOwedWhere(db, owed, now, registrations, exists)] };
}

/** The same mail for a registration stored before, in a batch of its own; the caller hands it to its queue. */
export async function oweRegistrantMail(c: Context<AppEnv>, db: Database, registrant: Registrant, now: number): Promise<Owed> {
  const { owed, statements } = await registrantMail(c, db, registrant, now);
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  return owed;
}
