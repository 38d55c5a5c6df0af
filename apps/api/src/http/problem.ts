import { problemBody, type FieldErrorValue, type ProblemBody, type ProblemCodeValue } from '@site/api/contract';
import type { TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

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
