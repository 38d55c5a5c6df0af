import { createRoute } from '@hono/zod-openapi';
import { birthdayErrors, body, common, Completed, birthdayLinkErrors, json, PasswordResetRequest, passwordErrors, problem } from '@site/api/contract';
import { hashPassword } from '../../crypto';
import { validationProblem } from '../../http/problem';
import { savePasswordReset } from '../../store/links';
import { linkRef, oweEvent } from '../../outbox/events';
import { oweMail } from '../../outbox/mails';
import { endpoint } from '../endpoint';
import { openLink, spend } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/password-resets',
  tags: ['links'],
  operationId: 'resetPassword',
  summary: 'Set a new password from a password-reset link.',
  request: body(PasswordResetRequest),
  responses: {
    200: { description: 'Password saved.', ...json(Completed) },
    400: problem('ValidationError'),
    ...birthdayLinkErrors,
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const input = c.req.valid('json');
  const opened = await openLink(c, input.hash, 'reset');
  if ('response' in opened) return opened.response;
  const errors = [...passwordErrors(input.password), ...birthdayErrors(input.birthday)];
  if (errors.length > 0) return validationProblem(errors);
  // Hashed before the birthday is known, so a wrong birthday takes as long as a right one.
  const passwordHash = await hashPassword(input.password);
  const { link, now } = opened;
  const event = oweEvent('password_reset.completed', { link: linkRef(link), passwordHash, birthdayChecked: true }, now);
  // The holder hears of the change at the address the core gave with the link, if it gave one.
  const notice = link.notifyEmail ? [oweMail({ template: 'passwordChanged', to: link.notifyEmail, locale: link.locale, firstName: link.holderFirstName })] : [];
  const refused = await spend(c, opened, input.birthday, [savePasswordReset(passwordHash)], event, notice);
  if (refused) return refused;
  return c.json({ status: 'DONE' as const }, 200);
});
