import { createRoute } from '@hono/zod-openapi';
import { body, common, json, linkErrors, LinkRequest, problem, ReferralRedemption } from '@site/api/contract';
import { linkRef, oweEvent } from '../../outbox/events';
import { endpoint } from '../endpoint';
import { useLink } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/referral-redemptions',
  tags: ['links'],
  operationId: 'redeemReferral',
  summary: "Redeem an invitation from a friend's referral link.",
  request: body(LinkRequest),
  responses: {
    201: { description: 'Invitation redeemed; the registration link carries the referral code.', ...json(ReferralRedemption) },
    400: problem('ValidationError'),
    ...linkErrors,
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const opened = await useLink(c, c.req.valid('json').hash, 'referral', (link, now) =>
    oweEvent('referral.redeemed', { link: linkRef(link), referralCode: link.referralCode }, now),
  );
  if ('response' in opened) return opened.response;
  return c.json({ referralCode: opened.link.referralCode ?? '' }, 201);
});
