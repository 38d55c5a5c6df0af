import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, json, linkErrors, LinkRequest, problem } from '@site/api/contract';
import { linkRef, oweEvent } from '../../outbox/events';
import { endpoint } from '../endpoint';
import { useLink } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/device-unbinds',
  tags: ['links'],
  operationId: 'unbindDevice',
  summary: 'Unbind the device named in the link from the account.',
  request: body(LinkRequest),
  responses: { 200: { description: 'Device unbound.', ...json(Completed) }, 400: problem('ValidationError'), ...linkErrors, ...common },
});

export default endpoint(route, async (c) => {
  const opened = await useLink(c, c.req.valid('json').hash, 'unbind', (link, now) => oweEvent('device.unbound', { link: linkRef(link) }, now));
  if ('response' in opened) return opened.response;
  return c.json({ status: 'DONE' as const }, 200);
});
