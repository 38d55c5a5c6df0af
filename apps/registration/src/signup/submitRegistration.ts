import { randomIdPattern } from '@site/validation/ids';
import {
  createApiTransport,
  createRegistrationCall,
  lazyApi,
  type ApiClient,
  type CallOptions,
  type RegistrationRequest,
} from '@site/api';

export type { RegistrationRequest };
export type RegistrationOutcome = 'registered' | 'failed' | 'offline';

const WSID = randomIdPattern;

/** The WSID cookie as the contract accepts it (21 characters of nanoid's alphabet), else none. */
export function webSessionIdForRequest(wsid: string | undefined): string | undefined {
  return wsid !== undefined && WSID.test(wsid) ? wsid : undefined;
}

/**
 * The typed client of @site/api with the configuration compiled in (API_BASE_URL,
 * API_TIMEOUT_MS), holding only the registration call (the others would only weigh on the page's
 * script). In builds with API_MOCK=1 the local MSW mock starts first; otherwise
 * `__API_MOCK__` is the literal false and the mock's import is dropped from the bundle.
 */
const apiClient = lazyApi(
  () => ({
    // The compiled-in object once: each `__API_CONFIG__.x` would inline the whole object again.
    createRegistration: createRegistrationCall(createApiTransport(__API_CONFIG__)),
  }),
  __API_MOCK__ ? () => import('@site/api/mock/browser').then(({ startApiMock }) => startApiMock()) : undefined,
);

/**
 * Sends the registration (with the form's Turnstile token, when it has one); every error kind but
 * 'offline' is the §8 registration failure.
 */
export async function submitRegistration(
  request: RegistrationRequest,
  options: CallOptions = {},
  client: Promise<Pick<ApiClient, 'createRegistration'>> = apiClient(),
): Promise<RegistrationOutcome> {
  const result = await (await client).createRegistration(request, options);
  if (result.ok) return 'registered';
  return result.error.kind === 'offline' ? 'offline' : 'failed';
}
