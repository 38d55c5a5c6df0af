import { createRoute } from '@hono/zod-openapi';
import { href } from '@site/config/routes';
import { body, common, confirmOutcome, json, linkErrors, problem, SignupConfirmation, SignupTokenRequest } from '@site/api/contract';
import { hashToken } from '../../crypto';
import { limitByTarget } from '../../http/abuse';
import { problemResponse } from '../../http/problem';
import { oweEvent } from '../../outbox/events';
import { handOver } from '../../outbox/handOver';
import { signupPages } from '../../rules/pages';
import { database } from '../../store/db';
import { confirmSignup, findMailToken } from '../../store/signups';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/v1/signups/confirmations',
  tags: ['signups'],
  operationId: 'confirmSignup',
  summary: "Confirm a sign-up from the confirmation e-mail's link (the token travels in the page's URL fragment).",
  request: body(SignupTokenRequest),
  responses: {
    200: { description: 'Confirmed.', ...json(SignupConfirmation) },
    400: problem('ValidationError'),
    ...linkErrors,
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const { token } = c.req.valid('json');
  const targetLimited = await limitByTarget(c, `confirm:${await hashToken(token)}`);
  if (targetLimited) return targetLimited;
  const db = database(c.env.DB);
  const owner = await findMailToken(db, token, 'confirm');
  const now = Date.now();
  const signup = owner?.signup;
  const outcome = confirmOutcome(signup && owner && { status: signup.status, tokenCreatedAt: owner.tokenCreatedAt }, now);
  if (outcome !== 'confirm' || !signup) return problemResponse(outcome === 'confirm' ? 'LINK_INVALID' : outcome);
  const event = oweEvent('signup.confirmed', { signup: { type: signup.type, email: signup.email, locale: signup.locale } }, now);
  if (!(await confirmSignup(db, signup.id, href(signupPages.confirm, signup.locale), now, event))) return problemResponse('LINK_ALREADY_USED');
  await handOver(c.env, [event]);
  return c.json({ type: signup.type, locale: signup.locale, status: 'CONFIRMED' as const }, 200);
});
