import Cookies from 'js-cookie';
import { nanoid } from 'nanoid';
import { consentCookieAttributes, removeCookie, type CookieScope } from './cookies';
import { trackingServiceKeys, type ServiceKey } from './services';

export const WSID_COOKIE = 'WSID';
export const WSID_LENGTH = 21;

export const hasTrackingConsent = (choices: ReadonlySet<ServiceKey>): boolean =>
  trackingServiceKeys.some((key) => choices.has(key));

export function readWebSessionId(): string | undefined {
  return Cookies.get(WSID_COOKIE);
}

/**
 * Keeps the web session id in line with the choices (§4, §9): created (nanoid, 21 characters,
 * Path /, Max-Age 31536000) when tracking consent is given, deleted when it is withdrawn.
 */
export function syncWebSessionId(
  choices: ReadonlySet<ServiceKey>,
  scope: CookieScope,
): string | undefined {
  const current = readWebSessionId();
  if (!hasTrackingConsent(choices)) {
    if (current !== undefined) removeCookie(WSID_COOKIE, scope);
    return undefined;
  }
  if (current && current.length === WSID_LENGTH) return current;
  const id = nanoid(WSID_LENGTH);
  Cookies.set(WSID_COOKIE, id, consentCookieAttributes(scope));
  return id;
}
