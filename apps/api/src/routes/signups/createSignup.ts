import { createRoute, z } from '@hono/zod-openapi';
import { body, common, confirmTokenHours, json, mailboxOf, nameErrors, needsConfirmation, normalizeEmail, normalizeName, problem, SignupRequest, SignupResponse, SignupType, turnstileHeader } from '@site/api/contract';
import { hashToken } from '../../crypto';
import { limitByTarget, turnstileRefusal } from '../../http/abuse';
import { validationProblem } from '../../http/problem';
import { oneClickUrl, sendLater } from '../../mail/later';
import { signupConfirmationMail, waitingListMail } from '../../mail/messages';
import { sendMail } from '../../mail/send';
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
  const stored = await upsertSignup(database(c.env.DB), { type, email, firstName, locale: input.locale, status: confirm ? 'pending' : 'confirmed', page: input.page ?? null, now });
  if (stored) {
    const { tokens } = stored;
    const brand = config.brandName;
    const unsubscribeUrl = pageUrl(config.siteUrl, input.locale, signupPages.unsubscribe, tokens.unsubscribeToken);
    const mail = tokens.confirmToken
      ? signupConfirmationMail({
          type,
          locale: input.locale,
          brand,
          firstName,
          confirmUrl: pageUrl(config.siteUrl, input.locale, signupPages.confirm, tokens.confirmToken),
          unsubscribeUrl,
        })
      : waitingListMail({ locale: input.locale, brand, firstName, unsubscribeUrl });
    sendLater(c, () => sendMail(config.smtpUrl, { ...mail, from: config.mailFrom, to: email, oneClickUnsubscribeUrl: oneClickUrl(config, tokens.unsubscribeToken) }));
  }
  return c.json({ type, next: confirm ? ('CONFIRM_EMAIL' as const) : ('WAITING_LIST_JOINED' as const) }, 201);
});
