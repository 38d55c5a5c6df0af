import { createRoute } from '@hono/zod-openapi';
import { body, common, json, LinkRequest, problem, Psd2Authorization, refuseLink } from '@site/api/contract';
import { problemResponse } from '../../http/problem';
import { database } from '../../store/db';
import { handOver } from '../../outbox/handOver';
import { linkRef, oweEvent } from '../../outbox/events';
import { findLink, openPsd2 } from '../../store/links';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/v1/psd2-authorizations/status',
  tags: ['psd2'],
  operationId: 'getPsd2AuthorizationStatus',
  summary: 'Current state of a PSD2 account connection; the page polls it until the release is given in the app.',
  description:
    "A read that is sent as POST so the link hash stays in the body (see the conventions). It may be repeated; the page polls it every few seconds. The first poll of a pending link tells the bank's core system that the release is asked for; the core system reports the release, and the next poll answers it.",
  request: body(LinkRequest),
  responses: {
    200: { description: 'Current state.', ...json(Psd2Authorization) },
    400: problem('ValidationError'),
    404: problem('LinkInvalid'),
    410: problem('LinkExpired'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const { hash } = c.req.valid('json');
  // Polled every few seconds: limited per IP only (app.ts), not per link.
  const db = database(c.env.DB);
  const link = await findLink(db, hash);
  const refusal = refuseLink(link && { ...link, usedAt: null, wrongBirthdays: 0 }, 'psd2', Date.now());
  if (refusal || !link) return problemResponse(refusal === 'LINK_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_INVALID');
  const now = Date.now();
  if (link.psd2Status === 'PENDING' && link.psd2OpenedAt === null) {
    const event = oweEvent('psd2_authorization.opened', { link: linkRef(link) }, now);
    if (await openPsd2(db, link, now, event)) await handOver(c.env, [event]);
  }
  const status = link.psd2Status;
  const appUrl = link.appUrl ?? `${c.var.config.appLinkBase}?hash=${encodeURIComponent(hash)}`;
  return c.json({ status: status ?? 'PENDING', appUrl }, 200);
});
