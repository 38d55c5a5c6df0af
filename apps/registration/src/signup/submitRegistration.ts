import { randomIdPattern } from '@site/validation/ids';
import {
  retryAfterMinutes,
  createApiTransport,
  createRegistrationCall,
  type ApiClient,
  type CallOptions,
  type RegistrationRequest,
} from '@site/api';

import { problemsOfServer, type FieldProblem, type FormField } from './formRules';

export type { RegistrationRequest };
/**
 * What the form shows after sending: the success state; a field's problem at the field
 * (`invalid`, a 400 whose field errors the form knows); when to try again (`rateLimited`, in
 * minutes from Retry-After, when it said); that the security check failed (`turnstileFailed`);
 * the offline notice; §8's registration failure for everything else (`failed`).
 */
export type RegistrationOutcome =
  | { kind: 'registered' }
  | { kind: 'failed' }
  | { kind: 'offline' }
  | { kind: 'turnstileFailed' }
  | { kind: 'rateLimited'; minutes: number | undefined }
  | { kind: 'invalid'; problems: Partial<Record<FormField, FieldProblem>> };

const WSID = randomIdPattern;

/** The WSID cookie as the contract accepts it (21 characters of nanoid's alphabet), else none. */
export function webSessionIdForRequest(wsid: string | undefined): string | undefined {
  return wsid !== undefined && WSID.test(wsid) ? wsid : undefined;
}

/**
 * The typed client of @site/api with the configuration compiled in (API_BASE_URL,
 * API_TIMEOUT_MS), holding only the registration call (the others would only weigh on the page's
 * script).
 */
const apiClient: Pick<ApiClient, 'createRegistration'> = {
  // The compiled-in object once: each `__API_CONFIG__.x` would inline the whole object again.
  createRegistration: createRegistrationCall(createApiTransport(__API_CONFIG__)),
};

/**
 * Sends the registration (with the form's Turnstile token, when it has one) and says what came of
 * it. Nothing in an answer tells whether the e-mail address is known: the API answers a known one
 * as a new one.
 */
export async function submitRegistration(
  request: RegistrationRequest,
  options: CallOptions = {},
  client: Pick<ApiClient, 'createRegistration'> = apiClient,
): Promise<RegistrationOutcome> {
  const result = await client.createRegistration(request, options);
  if (result.ok) return { kind: 'registered' };
  const { kind, problem, retryAfterSeconds } = result.error;
  if (kind === 'rateLimited') return { kind, minutes: retryAfterSeconds === undefined ? undefined : retryAfterMinutes(retryAfterSeconds) };
  if (kind === 'offline' || kind === 'turnstileFailed') return { kind };
  const problems = kind === 'validation' ? problemsOfServer(problem?.errors) : {};
  return Object.keys(problems).length ? { kind: 'invalid', problems } : { kind: 'failed' };
}
