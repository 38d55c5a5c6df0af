import * as contract from '../contract/routes';
import type { App } from '../app-types';
import { readConfig } from '../env';
import { hashPassword, hashToken, randomToken } from '../crypto';
import { limitByTarget, turnstileRefusal } from '../http/abuse';
import { validationProblem } from '../http/problem';
import { alreadyRegisteredMail, registrationVerificationMail } from '../mail/messages';
import { sendMail } from '../mail/send';
import { consentErrors, passwordErrors } from '../rules/formRules';
import { linkPagePaths, pageUrl, signupPagePaths } from '../rules/pages';
import { normalizeEmail } from '../rules/signups';
import { database } from '../store/db';
import { insertLink } from '../store/links';
import { findRegistrationByEmail, insertRegistration } from '../store/registrations';
import { saveMailTokens } from '../store/signups';
import { oneClickUrl, sendLater } from './signups';

const siteLocaleOf = { deDE: 'de-DE', enEU: 'en-EU' } as const;

export function registerRegistrationRoutes(app: App) {
  app.openapi(contract.createRegistration, async (c) => {
    const input = c.req.valid('json');
    const config = readConfig(c.env);
    const refused = await turnstileRefusal(c.env, config, c, c.req.valid('header')['cf-turnstile-response']);
    if (refused) return refused;
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const errors = [
      ...(firstName ? [] : [{ field: 'firstName', rule: 'required' } as const]),
      ...(lastName ? [] : [{ field: 'lastName', rule: 'required' } as const]),
      ...passwordErrors(input.password),
      ...consentErrors(input.consents),
    ];
    if (errors.length > 0) return validationProblem(errors);
    const email = normalizeEmail(input.email);
    const targetLimited = await limitByTarget(c.env, `email:${await hashToken(email)}`);
    if (targetLimited) return targetLimited;

    const db = database(c.env.DB);
    const now = Date.now();
    const locale = siteLocaleOf[input.locale];
    // Hashed for a known address too, so both answers take the same time.
    const passwordHash = await hashPassword(input.password);
    const created = await insertRegistration(db, {
      email,
      firstName,
      lastName,
      locale,
      passwordHash,
      code: input.code ?? null,
      webSessionId: input.webSessionId ?? null,
      acceptedNewsletter: input.acceptedNewsletter,
      acceptedTerms: input.consents.termsAndConditions,
      acceptedPrivacy: input.consents.privacy,
      acceptedMarketing: input.consents.marketing,
      createdAt: now,
    });
    const existing = created ? undefined : await findRegistrationByEmail(db, email);
    const owner = created ?? existing;
    if (owner) {
      const unsubscribeToken = randomToken();
      await saveMailTokens(db, { registrationId: owner.id }, { unsubscribeToken }, now);
      const unsubscribeUrl = pageUrl(config.siteUrl, locale, signupPagePaths.unsubscribe, unsubscribeToken);
      let mail;
      if (created) {
        const verifyToken = randomToken();
        await insertLink(db, {
          token: verifyToken,
          kind: 'verify',
          holderFirstName: firstName,
          holderLastName: lastName,
          birthday: null,
          locale,
          createdAt: now,
          registrationId: created.id,
        });
        mail = registrationVerificationMail({
          locale,
          brand: config.brandName,
          firstName,
          verifyUrl: pageUrl(config.siteUrl, locale, linkPagePaths.verify, verifyToken),
          unsubscribeUrl,
        });
      } else {
        mail = alreadyRegisteredMail({
          locale: existing?.locale ?? locale,
          brand: config.brandName,
          firstName: existing?.firstName ?? firstName,
          unsubscribeUrl,
        });
      }
      const message = { ...mail, from: config.mailFrom, to: email, oneClickUnsubscribeUrl: oneClickUrl(config, unsubscribeToken) };
      sendLater(c, () => sendMail(c.env.SMTP_URL, message));
    }
    return c.json({ firstName }, 201);
  });
}
