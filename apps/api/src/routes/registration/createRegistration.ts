import { createRoute } from '@hono/zod-openapi';
import { body, common, consentErrors, json, mailboxOf, nameErrors, normalizeEmail, normalizeName, passwordErrors, problem, RegistrationRequest, RegistrationResponse, turnstileHeader } from '@site/api/contract';
import { fromRegistrationLocale } from '@site/i18n/locales';
import { hashPassword, hashToken, randomId } from '../../crypto';
import { oweEvent } from '../../outbox/events';
import { handOver } from '../../outbox/handOver';
import { limitByTarget, turnstileRefusal } from '../../http/abuse';
import { validationProblem } from '../../http/problem';
import { database } from '../../store/db';
import { findRegistrationByEmail, insertRegistration } from '../../store/registrations';
import { knownPlan } from '../../rules/plans';
import { endpoint } from '../endpoint';
import { oweRegistrantMail, registrantMail } from './mailRegistrant';

export const route = createRoute({
  method: 'post',
  path: '/v1/registrations',
  tags: ['registration'],
  operationId: 'createRegistration',
  summary: 'Register from the registration app (step one of opening an account).',
  description:
    'Answers 201 also when the e-mail address is already registered (the owner gets an e-mail instead), so the call cannot be used to find out who is a customer. A new registration gets a verification e-mail.',
  request: { headers: turnstileHeader, ...body(RegistrationRequest) },
  responses: {
    201: { description: 'Registered; the app download is next.', ...json(RegistrationResponse) },
    400: problem('ValidationError'),
    403: problem('TurnstileFailed'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const input = c.req.valid('json');
  const refused = await turnstileRefusal(c, c.req.valid('header')['cf-turnstile-response']);
  if (refused) return refused;
  const firstName = normalizeName(input.firstName);
  const lastName = normalizeName(input.lastName);
  const errors = [
    ...nameErrors('firstName', input.firstName),
    ...nameErrors('lastName', input.lastName),
    ...passwordErrors(input.password),
    ...consentErrors(input.consents),
  ];
  if (errors.length > 0) return validationProblem(errors);
  const email = normalizeEmail(input.email);
  const targetLimited = await limitByTarget(c, `email:${await hashToken(mailboxOf(email))}`);
  if (targetLimited) return targetLimited;

  const db = database(c.env.DB);
  const now = Date.now();
  const locale = fromRegistrationLocale(input.locale);
  // Hashed for a known address too, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  const registration = {
    id: randomId(),
    email,
    firstName,
    lastName,
    locale,
    passwordHash,
    code: input.code ?? null,
    plan: knownPlan(input.plan),
    webSessionId: input.webSessionId ?? null,
    acceptedNewsletter: input.acceptedNewsletter,
    acceptedTerms: input.consents.termsAndConditions,
    acceptedPrivacy: input.consents.privacy,
    acceptedMarketing: input.consents.marketing,
    createdAt: now,
  };
  const { id, webSessionId, acceptedNewsletter, code, plan } = registration;
  const created = oweEvent(
    'registration.created',
    {
      registration: {
        id,
        locale,
        code,
        plan,
        firstName,
        lastName,
        email,
        passwordHash,
        acceptedNewsletter,
        consents: input.consents,
        webSessionId,
      },
    },
    now,
  );
  // A new registration's verification mail is written in the batch that stores it.
  const mail = await registrantMail(c, db, { ...registration, emailVerifiedAt: null }, now);
  if (await insertRegistration(db, registration, created, mail.statements)) {
    await handOver(c.env, [created, mail.owed]);
  } else {
    const known = await findRegistrationByEmail(db, email);
    if (known) await handOver(c.env, [await oweRegistrantMail(c, db, known, now)]);
  }
  return c.json({ firstName }, 201);
});
