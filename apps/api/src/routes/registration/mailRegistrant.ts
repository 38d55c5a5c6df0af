import type { Locale } from '@site/i18n/locales';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { randomToken } from '../../crypto';
import { oneClickUrl, sendLater } from '../../mail/later';
import { alreadyRegisteredMail, registrationVerificationMail } from '../../mail/messages';
import { sendMail } from '../../mail/send';
import { pageUrl, signupPages, linkPages } from '../../rules/pages';
import type { Database } from '../../store/db';
import { insertLink } from '../../store/links';
import type { findRegistrationByEmail } from '../../store/registrations';
import { saveMailTokens } from '../../store/signups';

type Registration = NonNullable<Awaited<ReturnType<typeof findRegistrationByEmail>>>;

/**
 * The mail of a registration: a verification link for a new address, a note for the owner of a
 * known one (so the answer never tells who is a customer). Both can unsubscribe.
 */
export async function mailRegistrant(
  c: Context<AppEnv>,
  db: Database,
  visitor: { email: string; firstName: string; lastName: string; locale: Locale; now: number },
  owner: { created: { id: string } } | { existing: Registration | undefined },
) {
  const registrationId = 'created' in owner ? owner.created.id : owner.existing?.id;
  if (!registrationId) return;
  const config = c.var.config;
  const { email, now } = visitor;
  const unsubscribeToken = randomToken();
  await saveMailTokens(db, { registrationId }, { unsubscribeToken }, now);
  let mail;
  if ('created' in owner) {
    const verifyToken = randomToken();
    const { firstName, lastName, locale } = visitor;
    await insertLink(db, { token: verifyToken, kind: 'verify', holderFirstName: firstName, holderLastName: lastName, birthday: null, locale, createdAt: now, registrationId });
    mail = registrationVerificationMail({
      locale,
      brand: config.brandName,
      firstName,
      verifyUrl: pageUrl(config.siteUrl, locale, linkPages.verify, verifyToken),
      unsubscribeUrl: pageUrl(config.siteUrl, locale, signupPages.unsubscribe, unsubscribeToken),
    });
  } else {
    const existing = owner.existing!;
    mail = alreadyRegisteredMail({
      locale: existing.locale,
      brand: config.brandName,
      firstName: existing.firstName,
      unsubscribeUrl: pageUrl(config.siteUrl, existing.locale, signupPages.unsubscribe, unsubscribeToken),
    });
  }
  const message = { ...mail, from: config.mailFrom, to: email, oneClickUnsubscribeUrl: oneClickUrl(config, unsubscribeToken) };
  sendLater(c, () => sendMail(config.smtpUrl, message));
}
