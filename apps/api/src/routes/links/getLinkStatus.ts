import { createRoute } from '@hono/zod-openapi';
import { body, common, json, linkState, LinkStatus, LinkStatusRequest, problem } from '@site/api/contract';
import { endpoint } from '../endpoint';
import { findLimitedLink } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/links/status',
  tags: ['links'],
  operationId: 'getLinkStatus',
  summary: 'What a link can still do, asked by its page as it opens (the hash travels in the body).',
  description:
    'Changes nothing. A link never issued, or issued for another kind, answers EXPIRED, like an expired one. The action itself checks everything again. Shares the per-link rate limit with the action.',
  request: body(LinkStatusRequest),
  responses: { 200: { description: "The link's state.", ...json(LinkStatus) }, 400: problem('ValidationError'), ...common },
});

export default endpoint(route, async (c) => {
  const { hash, kind } = c.req.valid('json');
  const found = await findLimitedLink(c, hash);
  if ('response' in found) return found.response;
  return c.json({ kind, state: linkState(found.link, kind, Date.now()) }, 200);
});
