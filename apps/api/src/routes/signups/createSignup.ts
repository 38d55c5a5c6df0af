import { createRoute, z } from '@hono/zod-openapi';
import { body, common, confirmTokenHours, json, mailboxOf, nameErrors, needsConfirmation, normalizeEmail, normalizeName, problem, SignupRequest, SignupResponse, SignupType, turnstileHeader } from '@site/api/contract';
import { hashToken } from '../../crypto';
import { limitByTarget, turnstileRefusal } from '../../http/abuse';
import { validationProblem } from '../../http/problem';
import { oneClickUrl } from './oneClickUnsubscribe';
import { oweEvent } from '../../outbox/events';
import { handOver } from '../../outbox/handOver';
import { oweMail } from '../../outbox/mails';
import { pageUrl, signupPages } from '../../rules/pages';
import { database } from '../../store/db';
import { upsertSignup } from '../../store/signups';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/v1/signups/{type}',
  tags: ['signups'],
  operationId: 'createSignup',
  summary: 'Sign up for the newsletter, crowd-investing interest, the investing waiting list or the app-tester programme (iou).',
  description: `Newsletter, crowdinvesting and iou are stored pending and get a confirmation e-mail (double opt-in, link valid ${confirmTokenHours} hours); investing joins the waiting list at once. Answers the same for an address already on the list.`,
  request: {
    params: z.object({ type: SignupType.openapi({ param: { name: 'type', in: 'path' } }) }),
    headers: turnstileHeader,
    ...body(SignupRequest),
  },
  responses: {
    201: { description: 'Signed up. Newsletter, crowdinvesting and iou send a confirmation e-mail; investing joins the waiting list at once.', ...json(SignupResponse) },
    400: problem('ValidationError'),
    403: problem('TurnstileFailed'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const { type } = c.req.valid('param');
  const input = c.req.valid('json');
  const config = c.var.config;
  const refused = await turnstileRefusal(c, c.req.valid('header')['cf-turnstile-response']);
  if (refused) return refused;
  // The first name is optional: an empty one is none, anything else follows the name rule.
  const firstName = input.firstName && normalizeName(input.firstName) ? normalizeName(input.firstName) : null;
  const errors = [
    ...(firstName ? nameErrors('firstName', firstName) : []),
    ...(input.acceptedPrivacy ? [] : [{ field: 'acceptedPrivacy', rule: 'mustAccept' } as const]),
  ];
  if (errors.length > 0) return validationProblem(errors);
  const email = normalizeEmail(input.email);
  const targetLimited = await limitByTarget(c, `email:${await hashToken(mailboxOf(email))}`);
  if (targetLimited) return targetLimited;

  const now = Date.now();
  const confirm = needsConfirmation(type);
  const { locale } = input;
  const db = database(c.env.DB);
  const owed = await upsertSignup(db, { type, email, firstName, locale, status: confirm ? 'pending' : 'confirmed', page: input.page ?? null, now }, (tokens) => {
    const links = {
      to: email,
      locale,
      unsubscribeUrl: pageUrl(config.siteUrl, locale, signupPages.unsubscribe, tokens.unsubscribeToken),
      oneClickUnsubscribeUrl: oneClickUrl(config, tokens.unsubscribeToken),
    };
    const mail = tokens.confirmToken
      ? oweMail({ ...links, template: 'signupConfirmation', type, firstName, confirmUrl: pageUrl(config.siteUrl, locale, signupPages.confirm, tokens.confirmToken) })
      : oweMail({ ...links, template: 'waitingList', firstName });
    // The waiting list needs no confirmation: joining it is its confirmation.
    return confirm ? [mail] : [mail, oweEvent('signup.confirmed', { signup: { type, email, locale } }, now)];
  });
  if (owed) await handOver(c.env, owed);
  return c.json({ type, next: confirm ? ('CONFIRM_EMAIL' as const) : ('WAITING_LIST_JOINED' as const) }, 201);
});
