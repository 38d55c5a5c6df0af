import type { Context } from 'hono';
import * as contract from '../contract/routes';
import type { App, AppEnv } from '../app-types';
import { readConfig, type Config } from '../env';
import { hashToken } from '../crypto';
import { limitByTarget, turnstileRefusal } from '../http/abuse';
import { problemResponse, validationProblem } from '../http/problem';
import { signupConfirmationMail, waitingListMail } from '../mail/messages';
import { sendMail } from '../mail/send';
import { signupPagePaths, pageUrl } from '../rules/pages';
import { confirmOutcome, needsConfirmation, normalizeEmail } from '../rules/signups';
import { database } from '../store/db';
import { confirmSignup, findMailToken, unsubscribeRegistration, unsubscribeSignup, upsertSignup } from '../store/signups';

export function oneClickUrl(config: Config, token: string): string {
  return `${config.apiPublicUrl}/v1/signups/unsubscriptions/one-click?token=${encodeURIComponent(token)}`;
}

/** Sends after the answer (waitUntil); a failure is logged without the address. */
export function sendLater(c: Context<AppEnv>, send: () => Promise<unknown>) {
  const sending = send().catch((error: unknown) => console.error('mail failed:', error instanceof Error ? error.message : 'unknown'));
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // No execution context (a direct app.request in a unit test): the promise runs on its own.
  }
}

async function unsubscribeByToken(c: Context<AppEnv>, token: string) {
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

export function registerSignupRoutes(app: App) {
  // The fixed paths first: /v1/signups/{type} would take `confirmations` as a type.
  app.openapi(contract.confirmSignup, async (c) => {
    const { token } = c.req.valid('json');
    const targetLimited = await limitByTarget(c.env, `confirm:${await hashToken(token)}`);
    if (targetLimited) return targetLimited;
    const db = database(c.env.DB);
    const owner = await findMailToken(db, token, 'confirm');
    const now = Date.now();
    const signup = owner?.signup;
    const outcome = confirmOutcome(signup && owner && { status: signup.status, tokenCreatedAt: owner.tokenCreatedAt }, now);
    if (outcome !== 'confirm' || !signup) return problemResponse(outcome === 'confirm' ? 'LINK_INVALID' : outcome);
    if (!(await confirmSignup(db, signup.id, now))) return problemResponse('LINK_ALREADY_USED');
    return c.json({ type: signup.type, locale: signup.locale, status: 'CONFIRMED' as const }, 200);
  });

  app.openapi(contract.unsubscribe, async (c) => {
    return unsubscribeByToken(c, c.req.valid('json').token);
  });

  app.openapi(contract.oneClickUnsubscribe, async (c) => {
    return unsubscribeByToken(c, c.req.valid('query').token);
  });

  app.openapi(contract.createSignup, async (c) => {
    const { type } = c.req.valid('param');
    const input = c.req.valid('json');
    const config = readConfig(c.env);
    const refused = await turnstileRefusal(c.env, config, c, c.req.valid('header')['cf-turnstile-response']);
    if (refused) return refused;
    if (!input.acceptedPrivacy) return validationProblem([{ field: 'acceptedPrivacy', rule: 'mustAccept' }]);
    const email = normalizeEmail(input.email);
    const targetLimited = await limitByTarget(c.env, `email:${await hashToken(email)}`);
    if (targetLimited) return targetLimited;

    const now = Date.now();
    const confirm = needsConfirmation(type);
    const firstName = input.firstName?.trim() || null;
    const stored = await upsertSignup(database(c.env.DB), {
      type,
      email,
      firstName,
      locale: input.locale,
      status: confirm ? 'pending' : 'confirmed',
      now,
    });
    if (stored) {
      const { tokens } = stored;
      const brand = config.brandName;
      const unsubscribeUrl = pageUrl(config.siteUrl, input.locale, signupPagePaths.unsubscribe, tokens.unsubscribeToken);
      const mail = tokens.confirmToken
        ? signupConfirmationMail({
            type,
            locale: input.locale,
            brand,
            firstName,
            confirmUrl: pageUrl(config.siteUrl, input.locale, signupPagePaths.confirm, tokens.confirmToken),
            unsubscribeUrl,
          })
        : waitingListMail({ locale: input.locale, brand, firstName, unsubscribeUrl });
      sendLater(c, () =>
        sendMail(c.env.SMTP_URL, { ...mail, from: config.mailFrom, to: email, oneClickUnsubscribeUrl: oneClickUrl(config, tokens.unsubscribeToken) }),
      );
    }
    return c.json({ type, next: confirm ? ('CONFIRM_EMAIL' as const) : ('WAITING_LIST_JOINED' as const) }, 201);
  });
}
