import { createRoute } from '@hono/zod-openapi';
import { body, common, json, problem, SignupTokenRequest, SignupUnsubscription } from '@site/api/contract';
import { endpoint } from '../endpoint';
import { unsubscribeByToken } from './unsubscribeByToken';

export const route = createRoute({
  method: 'post',
  path: '/v1/signups/unsubscriptions',
  tags: ['signups'],
  operationId: 'unsubscribe',
  summary: "Unsubscribe with one click from the unsubscribe link of any e-mail (the token travels in the page's URL fragment).",
  description: 'Repeating it answers 200 with ALREADY_UNSUBSCRIBED. The answer names the sign-up type when the mail belonged to a sign-up.',
  request: body(SignupTokenRequest),
  responses: {
    200: { description: 'Unsubscribed.', ...json(SignupUnsubscription) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    ...common,
  },
});

export default endpoint(route, (c) => unsubscribeByToken(c, c.req.valid('json').token, 'page'));
