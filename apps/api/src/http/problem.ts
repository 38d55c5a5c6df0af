import type { TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { FieldErrorValue, ProblemBody, ProblemCodeValue } from '../contract/schemas';

/** Status and title of every problem code: the one table the handlers and the contract share. */
export const problemStatus: Record<ProblemCodeValue, [ContentfulStatusCode, string]> = {
  VALIDATION_ERROR: [400, 'A field is not valid.'],
  UNAUTHORIZED: [401, 'This call needs its secret.'],
  TURNSTILE_FAILED: [403, 'The bot check failed.'],
  LINK_INVALID: [404, 'There is no such link.'],
  NOT_FOUND: [404, 'There is no such resource.'],
  METHOD_NOT_ALLOWED: [405, 'This method is not allowed here.'],
  LINK_ALREADY_USED: [409, 'This link was already used.'],
  LINK_EXPIRED: [410, 'This link has expired.'],
  PAYLOAD_TOO_LARGE: [413, 'The body is larger than 16 KB.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The body must be JSON.'],
  BIRTHDAY_MISMATCH: [422, 'The birthday does not match.'],
  RECIPIENT_NOT_ACCOUNT_HOLDER: [422, 'The recipient is not the account holder.'],
  BIRTHDAY_ATTEMPTS_EXCEEDED: [423, 'Too many wrong birthdays; the link is blocked.'],
  RATE_LIMITED: [429, 'Too many requests; try again later.'],
  SERVER_ERROR: [500, 'The server could not handle the request.'],
};

export function problemBody(code: ProblemCodeValue, extra: Partial<ProblemBody> = {}): ProblemBody {
  const [status, title] = problemStatus[code];
  return { type: `urn:problem:${code.toLowerCase()}`, title, status, code, ...extra };
}

/**
 * A problem answer as a route handler's typed response. The status is `never` so it fits every
 * route's declared answers; which codes a route declares is checked by the contract test.
 */
export type ProblemResponse = TypedResponse<JSONParsed<ProblemBody>, never, 'json'>;

/** An RFC 9457 answer with the contract's code; never a stack, SQL or secret. */
export function problemHttpResponse(code: ProblemCodeValue, extra: Partial<ProblemBody> = {}, headers: Record<string, string> = {}): Response {
  const body = problemBody(code, extra);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The same, typed for a route handler. */
export function problemResponse(code: ProblemCodeValue, extra: Partial<ProblemBody> = {}, headers: Record<string, string> = {}): ProblemResponse {
  return problemHttpResponse(code, extra, headers) as unknown as ProblemResponse;
}

export function validationProblem(errors: FieldErrorValue[]): ProblemResponse {
  return problemResponse('VALIDATION_ERROR', { errors });
}
