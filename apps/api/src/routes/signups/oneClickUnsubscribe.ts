import { createRoute, z } from '@hono/zod-openapi';
import { common, json, problem, SignupUnsubscription } from '@site/api/contract';
import type { Config } from '../../config';
import { endpoint } from '../endpoint';
import { unsubscribeByToken } from './unsubscribeByToken';

export const route = createRoute({
  method: 'post',
  path: '/v1/signups/unsubscriptions/one-click',
  tags: ['signups'],
  operationId: 'oneClickUnsubscribe',
  summary: 'RFC 8058 one-click unsubscribe, the target of the List-Unsubscribe header of every mail.',
  description:
    'Mail clients POST `List-Unsubscribe=One-Click` as a form; RFC 8058 needs the token in the URL, so it is the one call with a token in the query. Not called by the site.',
  request: {
    query: z.object({ token: z.string().min(1).max(200) }),
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }) } },
    },
  },
  responses: {
    200: { description: 'Unsubscribed.', ...json(SignupUnsubscription) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    ...common,
  },
});

export default endpoint(route, (c) => unsubscribeByToken(c, c.req.valid('query').token, 'one-click'));

/** The link to this route for a mail's unsubscribe token: its List-Unsubscribe header (RFC 8058). */
export function oneClickUrl(config: Config, token: string): string {
  return `${config.apiPublicUrl}${route.path}?token=${encodeURIComponent(token)}`;
}
