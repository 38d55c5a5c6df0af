import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, json, linkErrors, LinkRequest, problem } from '@site/api/contract';
import { markEmailVerified, oweWhenVerified } from '../../store/links';
import { linkRef, oweEvent } from '../../outbox/events';
import { endpoint } from '../endpoint';
import { useLink } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/email-verifications',
  tags: ['links'],
  operationId: 'verifyEmail',
  summary: 'Confirm an e-mail address from the verification link.',
  request: body(LinkRequest),
  responses: { 200: { description: 'E-mail address verified.', ...json(Completed) }, 400: problem('ValidationError'), ...linkErrors, ...common },
});

export default endpoint(route, async (c) => {
  const opened = await useLink(
    c,
    c.req.valid('json').hash,
    'verify',
    (link, now) => oweEvent('email.verified', { link: linkRef(link), registrationId: link.registrationId }, now),
    [markEmailVerified],
    // Once per registration, however many of its links are valid: a second one verifies nothing.
    oweWhenVerified,
  );
  if ('response' in opened) return opened.response;
  return c.json({ status: 'DONE' as const }, 200);
});
