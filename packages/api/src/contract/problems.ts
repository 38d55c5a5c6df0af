import { z } from '@hono/zod-openapi';
import { maxBodySize } from './limits';
import { linkValidityDays } from './rules/links';
import { confirmTokenHours } from './rules/signups';

/**
 * The error answers of the API: every code with its status and title (RFC 9457 problem
 * details), and the field errors a VALIDATION_ERROR names. The Worker answers with these, and
 * the client maps the codes to the pages' texts.
 */
export const problemCodes = [
  'VALIDATION_ERROR',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_ALREADY_USED',
  'BIRTHDAY_MISMATCH',
  'BIRTHDAY_ATTEMPTS_EXCEEDED',
  'RECIPIENT_NOT_ACCOUNT_HOLDER',
  'TURNSTILE_FAILED',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVER_ERROR',
] as const;

export const ProblemCode = z.enum(problemCodes).openapi('ProblemCode', {
  description: [
    'VALIDATION_ERROR: a field broke a rule (see `errors`). LINK_INVALID: no such link.',
    `LINK_EXPIRED: older than its validity (${linkValidityDays.partner} days for partner registration, ${confirmTokenHours} hours for a`,
    'sign-up confirmation). LINK_ALREADY_USED: the action was done before. BIRTHDAY_MISMATCH: the',
    'birthday differs from the one on file (see `remainingAttempts`). BIRTHDAY_ATTEMPTS_EXCEEDED:',
    'three wrong birthdays; the link is blocked. RECIPIENT_NOT_ACCOUNT_HOLDER: the reimbursement',
    'recipient is someone else. TURNSTILE_FAILED: the Turnstile token is missing or was refused.',
    'UNAUTHORIZED: a support or internal call without its secret. NOT_FOUND, METHOD_NOT_ALLOWED:',
    'no such route or method. CONFLICT: an internal call on something in a state that does not allow it.',
    `PAYLOAD_TOO_LARGE: a body over ${maxBodySize}. UNSUPPORTED_MEDIA_TYPE: a`,
    'body that is not JSON. RATE_LIMITED: too many calls from one client or for one link or',
    'address; retry after `Retry-After` seconds. SERVER_ERROR: anything the backend could not handle.',
  ].join(' '),
});

export const FieldError = z
  .object({
    field: z.string().openapi({ description: 'JSON pointer-like name of the field, e.g. password or recipient.iban.' }),
    rule: z.enum(['required', 'format', 'passwordRule', 'birthdayRange', 'mustAccept', 'iban', 'tooLong', 'name']).openapi({
      description: "`name`: not a person's name (one line of letters and the punctuation names need; see @site/validation `validateName`).",
    }),
  })
  .openapi('FieldError');

export const Problem = z
  .object({
    type: z.string().openapi({ format: 'uri-reference' }),
    title: z.string(),
    status: z.int(),
    detail: z.string().optional(),
    code: ProblemCode,
    remainingAttempts: z
      .int()
      .min(0)
      .optional()
      .openapi({ description: 'With BIRTHDAY_MISMATCH, wrong birthdays left before the link is blocked.' }),
    errors: z.array(FieldError).optional(),
  })
  .openapi('Problem', { description: "RFC 9457 problem details with this API's `code`." });

export type ProblemBody = z.infer<typeof Problem>;
export type ProblemCodeValue = z.infer<typeof ProblemCode>;
export type FieldErrorValue = z.infer<typeof FieldError>;

/** Status and title of every problem code: the one table the API and the contract share. */
export const problemStatus: Record<ProblemCodeValue, readonly [status: number, title: string]> = {
  VALIDATION_ERROR: [400, 'A field is not valid.'],
  UNAUTHORIZED: [401, 'This call needs its secret.'],
  TURNSTILE_FAILED: [403, 'The bot check failed.'],
  LINK_INVALID: [404, 'There is no such link.'],
  NOT_FOUND: [404, 'There is no such resource.'],
  METHOD_NOT_ALLOWED: [405, 'This method is not allowed here.'],
  CONFLICT: [409, 'The resource is not in a state that allows this.'],
  LINK_ALREADY_USED: [409, 'This link was already used.'],
  LINK_EXPIRED: [410, 'This link has expired.'],
  PAYLOAD_TOO_LARGE: [413, `The body is larger than ${maxBodySize}.`],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The body must be JSON.'],
  BIRTHDAY_MISMATCH: [422, 'The birthday does not match.'],
  RECIPIENT_NOT_ACCOUNT_HOLDER: [422, 'The recipient is not the account holder.'],
  BIRTHDAY_ATTEMPTS_EXCEEDED: [423, 'Too many wrong birthdays; the link is blocked.'],
  RATE_LIMITED: [429, 'Too many requests; try again later.'],
  SERVER_ERROR: [500, 'The server could not handle the request.'],
};

/** The body of a problem answer with the contract's code. */
export function problemBody(code: ProblemCodeValue, extra: Partial<ProblemBody> = {}): ProblemBody {
  const [status, title] = problemStatus[code];
  return { type: `urn:problem:${code.toLowerCase()}`, title, status, code, ...extra };
}
