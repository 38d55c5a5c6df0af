import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, consentErrors, birthdayLinkErrors, json, PartnerRegistrationRequest, passwordErrors, problem } from '@site/api/contract';
import { validationProblem } from '../../http/problem';
import { savePartnerAccount } from '../../store/links';
import { endpoint } from '../endpoint';
import { openLink, spendWithPassword } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/partner-registrations',
  tags: ['links'],
  operationId: 'completePartnerRegistration',
  summary: 'Finish a registration that started on a partner site (password, birthday, consents).',
  request: body(PartnerRegistrationRequest),
  responses: {
    201: { description: 'Account created.', ...json(Completed) },
    400: problem('ValidationError'),
    ...birthdayLinkErrors,
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const input = c.req.valid('json');
  const opened = await openLink(c, input.hash, 'partner');
  if ('response' in opened) return opened.response;
  const errors = [...passwordErrors(input.password), ...consentErrors(input.consents)];
  if (errors.length > 0) return validationProblem(errors);
  const { db, link, now } = opened;
  const spent = await spendWithPassword(db, link, now, input);
  if ('response' in spent) return spent.response;
  await savePartnerAccount(db, link.id, spent.passwordHash, input.consents.marketing, now);
  return c.json({ status: 'DONE' as const }, 201);
});
