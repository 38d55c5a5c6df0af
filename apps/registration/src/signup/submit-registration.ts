import type { Locale } from '@site/i18n';

/**
 * What the registration sends. TODO(api): replace the transport below with the typed client of
 * @site/api once it is on main; the form only depends on this module's two exports.
 */
export interface RegistrationRequest {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  locale: Locale;
  code?: string;
  webSessionId?: string;
  acceptedNewsletter: boolean;
  acceptedPushNotifications: boolean;
  acceptedTerms: boolean;
  acceptedPrivacy: boolean;
  acceptedMarketing: boolean;
}

export type RegistrationOutcome = 'registered' | 'failed' | 'offline';

export async function submitRegistration(
  request: RegistrationRequest,
  send: typeof fetch = fetch,
): Promise<RegistrationOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const response = await send('/api/registrations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return response.ok ? 'registered' : 'failed';
  } catch {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'failed';
  }
}
