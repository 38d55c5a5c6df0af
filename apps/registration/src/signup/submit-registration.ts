import type { RegistrationLocale } from '@site/i18n';

/**
 * Body of POST /v1/registrations as @site/api's OpenAPI contract describes it.
 * TODO(api): replace the transport below with `createApiClient().createRegistration` of
 * @site/api once it is on main; the form only depends on this module's exports.
 */
export interface RegistrationRequest {
  locale: RegistrationLocale;
  code?: string;
  webSessionId?: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptedNewsletter: boolean;
  consents: { termsAndConditions: boolean; privacy: boolean; marketing: boolean };
}

export type RegistrationOutcome = 'registered' | 'failed' | 'offline';

const WSID = /^[A-Za-z0-9_-]{21}$/;

/** The WSID cookie as the contract accepts it (21 characters of nanoid's alphabet), else none. */
export function webSessionIdForRequest(wsid: string | undefined): string | undefined {
  return wsid !== undefined && WSID.test(wsid) ? wsid : undefined;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function submitRegistration(
  request: RegistrationRequest,
  send: typeof fetch = fetch,
): Promise<RegistrationOutcome> {
  if (isOffline()) return 'offline';
  try {
    const response = await send('/api/v1/registrations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      // A hanging API must not leave the form loading for ever (API_TIMEOUT_MS default of @site/api).
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return 'failed';
    // A 2xx that is not the contract's answer (an HTML error page from a proxy) is no success.
    const body: unknown = await response.json().catch(() => undefined);
    return typeof body === 'object' && body !== null && typeof (body as { firstName?: unknown }).firstName === 'string'
      ? 'registered'
      : 'failed';
  } catch {
    return isOffline() ? 'offline' : 'failed';
  }
}
