import { createRoute } from '@hono/zod-openapi';
import { birthdayErrors, body, common, Completed, consentErrors, birthdayLinkErrors, json, PartnerRegistrationRequest, passwordErrors, problem } from '@site/api/contract';
import { hashPassword } from '../../crypto';
import { validationProblem } from '../../http/problem';
import { savePartnerAccount } from '../../store/links';
import { linkRef, oweEvent } from '../../outbox/events';
import { endpoint } from '../endpoint';
import { openLink, spend } from './open';

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
  const errors = [...passwordErrors(input.password), ...birthdayErrors(input.birthday), ...consentErrors(input.consents)];
  if (errors.length > 0) return validationProblem(errors);
  // Hashed before the birthday is known, so a wrong birthday takes as long as a right one.
  const passwordHash = await hashPassword(input.password);
  const marketing = input.consents.marketing;
  const event = oweEvent('partner_registration.completed', { link: linkRef(opened.link), passwordHash, birthdayChecked: true, consents: { marketing } }, opened.now);
  const refused = await spend(c, opened, input.birthday, [savePartnerAccount(passwordHash, marketing)], event);
  if (refused) return refused;
  return c.json({ status: 'DONE' as const }, 201);
});
