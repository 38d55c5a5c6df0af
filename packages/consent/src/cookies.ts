import {
  CONSENT_ID_COOKIE,
  CONSENT_REVISION_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_VALUE,
  categoryMarkers,
  consentCookieName,
  essentialKeys,
  services,
  servicesIn,
  type ServiceKey,
} from './services';

export { CONSENT_ID_COOKIE, CONSENT_REVISION_COOKIE };

/** Where cookies go: the configured product domain, or host-only when none is configured. */
export interface CookieScope {
  domain?: string;
}

/** Cookie attributes as written: `true` for a flag (secure), absent or false to leave it out. */
export type CookieAttributes = Record<string, string | boolean | undefined>;

/**
 * Every cookie this page can see, by name (the first of equal names, as browsers list the most
 * specific path first). Values are URI-decoded; one that does not decode is kept as it is.
 */
export function readCookies(): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    if (name in jar) continue;
    try {
      jar[name] = decodeURIComponent(value);
    } catch {
      jar[name] = value;
    }
  }
  return jar;
}

export const readCookie = (name: string): string | undefined => readCookies()[name];

/** Writes one cookie; the value is URI-encoded, the names here are plain ASCII. */
export function writeCookie(name: string, value: string, attributes: CookieAttributes): void {
  let cookie = `${name}=${encodeURIComponent(value)}`;
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute) cookie += attribute === true ? `; ${key}` : `; ${key}=${attribute}`;
  }
  document.cookie = cookie;
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** Attributes of §7/§9: Max-Age one year, Path /, SameSite=Strict, Secure on https. */
export function consentCookieAttributes(scope: CookieScope): CookieAttributes {
  return {
    'max-age': String(CONSENT_COOKIE_MAX_AGE_SECONDS),
    path: '/',
    sameSite: 'Strict',
    secure: isHttps(),
    domain: scope.domain,
  };
}

export function hasConsent(key: ServiceKey): boolean {
  return readCookie(consentCookieName(key)) === CONSENT_COOKIE_VALUE;
}

/** The services the visitor currently consents to (cookie value exactly 'true'). */
export function readChoices(): Set<ServiceKey> {
  return new Set(services.filter((s) => hasConsent(s.key)).map((s) => s.key));
}

/** The dialog shows on load while any essential service's cookie is not 'true' (§4). */
export function needsDecision(): boolean {
  return essentialKeys.some((key) => !hasConsent(key));
}

export function writeConsent(keys: Iterable<ServiceKey>, scope: CookieScope): void {
  for (const key of keys) {
    writeCookie(consentCookieName(key), CONSENT_COOKIE_VALUE, consentCookieAttributes(scope));
  }
}

/** Every domain a cookie visible here may have been written for: host-only, host, parents. */
function domainsToClear(scope: CookieScope): (string | undefined)[] {
  const host = typeof location === 'undefined' ? '' : location.hostname;
  const parts = host.split('.');
  const parents = parts.slice(1).map((_, i) => parts.slice(i + 1).join('.'));
  const all = [undefined, host, `.${host}`, ...parents.map((p) => `.${p}`), scope.domain];
  return [...new Set(all.filter((d) => d !== '.' && d !== ''))];
}

/** Removes one cookie by writing it with an expiry date in the past, on every likely domain. */
export function removeCookie(name: string, scope: CookieScope): void {
  for (const domain of domainsToClear(scope)) {
    // §7: clearing by an expiry date in the past.
    writeCookie(name, '', { expires: 'Thu, 01 Jan 1970 00:00:00 GMT', path: '/', domain });
  }
}

/**
 * Legacy migration (§4): a category-level cookie (ESSENTIAL_USER_CONSENT, ...) that is 'true'
 * writes the cookies of that category's services. Every category cookie is removed afterwards,
 * whatever its value, so a refused or malformed one cannot linger.
 */
export function migrateLegacyCookies(scope: CookieScope): void {
  for (const marker of categoryMarkers) {
    const value = readCookie(marker.cookie.name);
    if (value === undefined) continue;
    if (value === CONSENT_COOKIE_VALUE) {
      writeConsent(
        servicesIn(marker.category).map((s) => s.key),
        scope,
      );
    }
    removeCookie(marker.cookie.name, scope);
  }
}


/** The revision of the stored choice; a choice from before revisions existed counts as 1. */
export function storedRevision(): number {
  const value = readCookie(CONSENT_REVISION_COOKIE);
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : 1;
}

/**
 * Why the dialog opens on load: 'ask' when no complete choice is stored (§4), 'changed' when the
 * stored choice was made under an older policy revision; undefined when it stays hidden.
 * The inline head script (staticDialog.ts) decides the same before first paint.
 */
export type ConsentPrompt = 'ask' | 'changed';
export function consentPrompt(revision: number): ConsentPrompt | undefined {
  if (needsDecision()) return 'ask';
  return storedRevision() < revision ? 'changed' : undefined;
}

/** The visitor's consent id and the day of the last choice, from the CONSENT_ID cookie. */
export function readConsentId(): { id: string; date: string } | undefined {
  const match = /^([\w-]{21})\.(\d{4}-\d{2}-\d{2})$/.exec(readCookie(CONSENT_ID_COOKIE) ?? '');
  return match ? { id: match[1]!, date: match[2]! } : undefined;
}
