import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, json, LinkRequest, problem } from '@site/api/contract';
import { hashToken } from '../../crypto';
import { limitByTarget } from '../../http/abuse';
import { database } from '../../store/db';
import { findLink } from '../../store/links';
import { findRegistration } from '../../store/registrations';
import { handOver } from '../../outbox/handOver';
import { oweRegistrantMail } from '../registration/mailRegistrant';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/v1/email-verifications/resends',
  tags: ['links'],
  operationId: 'resendEmailVerification',
  summary: "'Send the link again' on the e-mail verification page, with the hash of the link the visitor has (expired or not).",
  description:
    'When the link belongs to a registration whose address is not confirmed yet, a new verification link is mailed to that address. The answer is the same whatever the hash, so it tells nobody whether an address is known.',
  request: body(LinkRequest),
  responses: {
    202: { description: 'Accepted; a new link is mailed if the link belongs to an address not confirmed yet.', ...json(Completed) },
    400: problem('ValidationError'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const { hash } = c.req.valid('json');
  const limited = await limitByTarget(c, `link:${await hashToken(hash)}`);
  if (limited) return limited;
  const db = database(c.env.DB);
  const link = await findLink(db, hash);
  const registration = link?.kind === 'verify' && link.registrationId ? await findRegistration(db, link.registrationId) : undefined;
  if (registration && registration.emailVerifiedAt === null) await handOver(c.env, [await oweRegistrantMail(c, db, registration, Date.now())]);
  return c.json({ status: 'DONE' as const }, 202);
});
