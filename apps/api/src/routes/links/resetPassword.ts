import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, birthdayLinkErrors, json, PasswordResetRequest, passwordErrors, problem } from '@site/api/contract';
import { validationProblem } from '../../http/problem';
import { savePasswordReset } from '../../store/links';
import { endpoint } from '../endpoint';
import { openLink, spendWithPassword } from './open';

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
  const errors = passwordErrors(input.password);
  if (errors.length > 0) return validationProblem(errors);
  const { db, link, now } = opened;
  const spent = await spendWithPassword(db, link, now, input);
  if ('response' in spent) return spent.response;
  await savePasswordReset(db, link.id, spent.passwordHash, now);
  return c.json({ status: 'DONE' as const }, 200);
});
