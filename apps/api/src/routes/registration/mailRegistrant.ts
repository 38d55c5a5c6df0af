import type { Locale } from '@site/i18n/locales';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { hashToken, randomToken } from '../../crypto';
import { mailTokens } from '../../db/schema';
import { oneClickUrl } from '../../mail/links';
import { oweMail } from '../../outbox/mails';
import { linkPages, pageUrl, signupPages } from '../../rules/pages';
import type { Database } from '../../store/db';
import { insertLinkStatement } from '../../store/links';
import { insertOwed, type Owed } from '../../store/outbox';

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
 * way, so it never tells who is a customer. Every mail can unsubscribe. The mail's tokens, its
 * link and the owed mail are written in one batch; the caller hands the mail to its queue.
 */
export async function oweRegistrantMail(c: Context<AppEnv>, db: Database, registrant: Registrant, now: number): Promise<Owed> {
  const config = c.var.config;
  const { id: registrationId, locale, email: to, firstName } = registrant;
  const unsubscribeToken = randomToken();
  const links = {
    to,
    locale,
    unsubscribeUrl: pageUrl(config.siteUrl, locale, signupPages.unsubscribe, unsubscribeToken),
    oneClickUnsubscribeUrl: oneClickUrl(config, unsubscribeToken),
  };
  const token = db.insert(mailTokens).values({ tokenHash: await hashToken(unsubscribeToken), purpose: 'unsubscribe', signupId: null, registrationId, createdAt: now });
  if (registrant.emailVerifiedAt !== null) {
    const owed = oweMail({ ...links, template: 'alreadyRegistered', firstName });
    await db.batch([token, insertOwed(db, owed, now)]);
    return owed;
  }
  const verifyToken = randomToken();
  const owed = oweMail({ ...links, template: 'registrationVerification', firstName, verifyUrl: pageUrl(config.siteUrl, locale, linkPages.verify, verifyToken) });
  const verifyLink = { kind: 'verify' as const, holderFirstName: firstName, holderLastName: registrant.lastName, birthday: null, locale, createdAt: now, registrationId };
  const link = insertLinkStatement(db, verifyLink, await hashToken(verifyToken));
  await db.batch([token, link, insertOwed(db, owed, now)]);
  return owed;
}
