import { createRoute } from '@hono/zod-openapi';
import { birthdayErrors, body, common, Completed, isAccountHolder, json, linkErrors, problem, readRecipient, ReimbursementRequest } from '@site/api/contract';
import { problemResponse, validationProblem } from '../../http/problem';
import { saveReimbursement } from '../../store/links';
import { linkRef, oweEvent } from '../../outbox/events';
import { endpoint } from '../endpoint';
import { openLink, spend } from './open';

export const route = createRoute({
  method: 'post',
  path: '/v1/reimbursements',
  tags: ['links'],
  operationId: 'requestReimbursement',
  summary: 'Tell the bank where to pay back a balance; the recipient must be the account holder.',
  request: body(ReimbursementRequest),
  responses: {
    202: { description: 'Reimbursement accepted for payout.', ...json(Completed) },
    400: problem('ValidationError'),
    ...linkErrors,
    422: problem('BirthdayOrRecipientRefused'),
    423: problem('BirthdayAttemptsExceeded'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const input = c.req.valid('json');
  const opened = await openLink(c, input.hash, 'refund');
  if ('response' in opened) return opened.response;
  const recipient = readRecipient(input.recipient);
  const errors = [...('errors' in recipient ? recipient.errors : []), ...birthdayErrors(input.birthday)];
  if (errors.length > 0 || 'errors' in recipient) return validationProblem(errors);
  // The recipient before the birthday: a refusal of the name must not say whether the birthday was right.
  const { link } = opened;
  if (!isAccountHolder(recipient.name, { firstName: link.holderFirstName, lastName: link.holderLastName })) {
    return problemResponse('RECIPIENT_NOT_ACCOUNT_HOLDER');
  }
  const event = oweEvent('reimbursement.requested', { link: linkRef(link), recipient: { iban: recipient.iban, name: recipient.name }, birthdayChecked: true }, opened.now);
  const refused = await spend(c, opened, input.birthday, [saveReimbursement(recipient.iban, recipient.name)], event);
  if (refused) return refused;
  return c.json({ status: 'DONE' as const }, 202);
});
