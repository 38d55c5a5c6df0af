import { createRoute } from '@hono/zod-openapi';
import { body, common, Completed, json, linkErrors, problem, ReimbursementRequest } from '@site/api/contract';
import { isAccountHolder } from '@site/validation';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { problemResponse, validationProblem } from '../../http/problem';
import { markUsed, saveReimbursement } from '../../store/links';
import { endpoint } from '../endpoint';
import { checkBirthday, openLink } from './open';

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
  const iban = electronicFormatIBAN(input.recipient.iban) ?? '';
  const name = input.recipient.name.trim();
  const errors = [
    ...(isValidIBAN(iban) ? [] : [{ field: 'recipient.iban', rule: 'iban' } as const]),
    ...(name ? [] : [{ field: 'recipient.name', rule: 'required' } as const]),
  ];
  if (errors.length > 0) return validationProblem(errors);
  const { db, link, now } = opened;
  const wrong = await checkBirthday(db, link, input.birthday);
  if (wrong) return wrong;
  if (!isAccountHolder(name, { firstName: link.holderFirstName, lastName: link.holderLastName })) {
    return problemResponse('RECIPIENT_NOT_ACCOUNT_HOLDER');
  }
  if (!(await markUsed(db, link.id, now))) return problemResponse('LINK_ALREADY_USED');
  await saveReimbursement(db, link.id, iban, name, now);
  return c.json({ status: 'DONE' as const }, 202);
});
