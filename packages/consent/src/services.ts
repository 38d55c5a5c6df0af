import { categories, vendors, type ConsentCategory, type ServiceKey } from '@site/vendors';

/**
 * The consent services (SPEC §3), derived from the vendor registry (@site/vendors): what the dialog
 * lists, the cookie each choice is stored in, and the privacy page's cookie table.
 */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 31536000;
export const CONSENT_COOKIE_VALUE = 'true';
/**
 * Essential cookies of every choice beside the per-service ones (same attributes): the policy
 * revision it was made under, and the consent id with the day of the last choice
 * (`<id>.<YYYY-MM-DD>`), which the settings show so support can find the consent record.
 */
export const CONSENT_REVISION_COOKIE = 'CONSENT_REVISION';
export const CONSENT_ID_COOKIE = 'CONSENT_ID';
export const choiceCookieNames = [CONSENT_REVISION_COOKIE, CONSENT_ID_COOKIE] as const;

export { categories, type ConsentCategory };

export const serviceKeys: readonly ServiceKey[] = Object.keys(vendors) as ServiceKey[];
export type { ServiceKey };

/** Inactive group markers; only legacy category-level cookies still use their names. */
export const categoryMarkerKeys = ['ESSENTIAL', 'PERFORMANCE', 'MARKETING'] as const;
export type CategoryMarkerKey = (typeof categoryMarkerKeys)[number];

export interface ConsentCookie {
  name: string;
  value: typeof CONSENT_COOKIE_VALUE;
  maxAge: number;
  path: '/';
}

export interface ConsentService<K extends string = ServiceKey> {
  key: K;
  category: ConsentCategory;
  /** Data goes to a company other than the bank (named in the dialog). */
  thirdPartyProvider: boolean;
  /** Inactive entries (the category markers) are never shown, loaded or written. */
  active: boolean;
  cookie: ConsentCookie;
}

export const consentCookieName = (key: string): string => `${key}_USER_CONSENT`;

const cookieOf = (key: string): ConsentCookie => ({
  name: consentCookieName(key),
  value: CONSENT_COOKIE_VALUE,
  maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS,
  path: '/',
});

// A vendor's data goes to a company other than the bank (named in the dialog), except the
// bank's own services (field data).
export const services: readonly ConsentService[] = serviceKeys.map((key) => ({
  key,
  category: vendors[key].category,
  thirdPartyProvider: !('firstParty' in vendors[key]),
  active: true,
  cookie: cookieOf(key),
}));

/** The three category markers of §3: inactive, never shown, only read by the legacy migration. */
export const categoryMarkers: readonly ConsentService<CategoryMarkerKey>[] = categoryMarkerKeys.map(
  (key) => ({
    key,
    category: key.toLowerCase() as ConsentCategory,
    thirdPartyProvider: false,
    active: false,
    cookie: cookieOf(key),
  }),
);

export const serviceByKey = (key: ServiceKey): ConsentService =>
  services.find((service) => service.key === key)!;

export const servicesIn = (category: ConsentCategory): readonly ConsentService[] =>
  services.filter((service) => service.category === category);

export const essentialKeys: readonly ServiceKey[] = servicesIn('essential').map((s) => s.key);
export const optionalKeys: readonly ServiceKey[] = services
  .filter((s) => s.category !== 'essential')
  .map((s) => s.key);

/**
 * Services whose consent counts as tracking consent (README): the web session id (WSID) links
 * a web visit to a registration, which is measurement/attribution, so it exists only while the
 * visitor allows analytics (Google Analytics) or mobile attribution (Adjust).
 */
export const trackingServiceKeys: readonly ServiceKey[] = ['GOOGLE_ANALYTICS', 'ADJUST'];

export const isServiceKey = (value: string): value is ServiceKey =>
  (serviceKeys as readonly string[]).includes(value);

/** Rows for the privacy page's cookie table. */
export function consentCookieTable(): { service: ServiceKey; category: ConsentCategory; cookie: string; maxAgeSeconds: number }[] {
  return services.map((s) => ({
    service: s.key,
    category: s.category,
    cookie: s.cookie.name,
    maxAgeSeconds: s.cookie.maxAge,
  }));
}
