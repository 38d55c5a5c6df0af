import { randomIdSource } from '@site/validation/ids';
import Cookies from 'js-cookie';
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

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** Attributes of §7/§9: Max-Age one year, Path /, SameSite=Strict, Secure on https. */
export function consentCookieAttributes(scope: CookieScope): Cookies.CookieAttributes {
  return {
    // js-cookie writes Expires from days; Max-Age (which wins where both exist) is passed as a
    // plain attribute so the cookie carries exactly the 31536000 s of §9.
    expires: CONSENT_COOKIE_MAX_AGE_SECONDS / 86400,
    'max-age': String(CONSENT_COOKIE_MAX_AGE_SECONDS),
    path: '/',
    sameSite: 'Strict',
    secure: isHttps(),
    ...(scope.domain ? { domain: scope.domain } : {}),
  };
}

export function hasConsent(key: ServiceKey): boolean {
  return Cookies.get(consentCookieName(key)) === CONSENT_COOKIE_VALUE;
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
    Cookies.set(consentCookieName(key), CONSENT_COOKIE_VALUE, consentCookieAttributes(scope));
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
    // js-cookie's remove() sets Expires one day in the past (§7: clearing by past expiry).
    Cookies.remove(name, { path: '/', ...(domain ? { domain } : {}) });
  }
}

/**
 * Legacy migration (§4): a category-level cookie (ESSENTIAL_USER_CONSENT, ...) that is 'true'
 * writes the cookies of that category's services. Every category cookie is removed afterwards,
 * whatever its value, so a refused or malformed one cannot linger.
 */
export function migrateLegacyCookies(scope: CookieScope): void {
  for (const marker of categoryMarkers) {
    const value = Cookies.get(marker.cookie.name);
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
  const value = Cookies.get(CONSENT_REVISION_COOKIE);
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
  const match = new RegExp(`^(${randomIdSource})\\.(\\d{4}-\\d{2}-\\d{2})$`).exec(Cookies.get(CONSENT_ID_COOKIE) ?? '');
  return match ? { id: match[1]!, date: match[2]! } : undefined;
}
