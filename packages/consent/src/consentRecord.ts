import Cookies from 'js-cookie';
import { nanoid } from 'nanoid';
import { CONSENT_ID_COOKIE, consentCookieAttributes, readConsentId, type CookieScope } from './cookies';
import { sendsGpc } from './pageMarkers';
import { serviceKeys, type ServiceKey } from './services';

/** Where the choice was made: the summary, settings reached from it, or settings from the footer. */
export type ConsentSource = 'summary' | 'settings' | 'footer';

/**
 * Proof of consent: the body of `POST {API_BASE_URL}/consent-records` (packages/api openapi.yaml).
 * A random id and the choice, nothing that identifies the visitor (no IP, user agent or cookie
 * id is sent; the request goes without credentials).
 */
export interface ConsentRecord {
  consentId: string;
  revision: number;
  services: Record<ServiceKey, boolean>;
  gpc: boolean;
  locale: string;
  source: ConsentSource;
  path: string;
}

export interface RecordContext {
  endpoint: string;
  revision: number;
  source: ConsentSource;
}

export function consentRecord(granted: readonly ServiceKey[], context: RecordContext, consentId: string): ConsentRecord {
  return {
    consentId,
    revision: context.revision,
    services: Object.fromEntries(serviceKeys.map((key) => [key, granted.includes(key)])) as Record<ServiceKey, boolean>,
    gpc: sendsGpc(),
    locale: document.documentElement.lang,
    source: context.source,
    path: location.pathname,
  };
}

/**
 * Keeps the consent id (a visitor's first choice creates it) with today's date in its essential
 * cookie and posts the record with `keepalive`, so the reload that follows neither waits for it
 * nor cancels it. A failed send never blocks the choice.
 */
export function sendConsentRecord(granted: readonly ServiceKey[], context: RecordContext, scope: CookieScope): void {
  const consentId = readConsentId()?.id ?? nanoid();
  Cookies.set(CONSENT_ID_COOKIE, `${consentId}.${new Date().toISOString().slice(0, 10)}`, consentCookieAttributes(scope));
  try {
    fetch(context.endpoint, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(consentRecord(granted, context, consentId)),
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser) or a refused request: the choice stands without its record.
  }
}
