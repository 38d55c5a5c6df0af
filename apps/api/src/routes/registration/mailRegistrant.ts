import type { Locale } from '@site/i18n/locales';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { randomToken } from '../../crypto';
import { oneClickUrl, sendLater } from '../../mail/later';
import { alreadyRegisteredMail, registrationVerificationMail, type Mail } from '../../mail/messages';
import { sendMail } from '../../mail/send';
import { linkPages, pageUrl, signupPages } from '../../rules/pages';
import type { Database } from '../../store/db';
import { insertLink } from '../../store/links';
import { saveMailTokens } from '../../store/signups';

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
 * way, so it never tells who is a customer. Every mail can unsubscribe.
 */
export async function mailRegistrant(c: Context<AppEnv>, db: Database, registrant: Registrant, now: number) {
  const config = c.var.config;
  const { id: registrationId, locale } = registrant;
  const unsubscribeToken = randomToken();
  await saveMailTokens(db, { registrationId }, { unsubscribeToken }, now);
  const unsubscribeUrl = pageUrl(config.siteUrl, locale, signupPages.unsubscribe, unsubscribeToken);
  let mail: Mail;
  if (registrant.emailVerifiedAt === null) {
    const verifyToken = randomToken();
    const { firstName, lastName } = registrant;
    await insertLink(db, { token: verifyToken, kind: 'verify', holderFirstName: firstName, holderLastName: lastName, birthday: null, locale, createdAt: now, registrationId });
    mail = registrationVerificationMail({ locale, brand: config.brandName, firstName, verifyUrl: pageUrl(config.siteUrl, locale, linkPages.verify, verifyToken), unsubscribeUrl });
  } else {
    mail = alreadyRegisteredMail({ locale, brand: config.brandName, firstName: registrant.firstName, unsubscribeUrl });
  }
  const message = { ...mail, from: config.mailFrom, to: registrant.email, oneClickUnsubscribeUrl: oneClickUrl(config, unsubscribeToken) };
  sendLater(c, () => sendMail(config.smtpUrl, message));
}
