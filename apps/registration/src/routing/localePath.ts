import {
  defaultRegistrationLocale,
  isRegistrationLocale,
  type RegistrationLocale,
} from '@site/i18n';

/**
 * URL rules of the registration app (SPEC §2): the first path segment is the locale (deDE or
 * enEU). Everything here is pure so it can be tested without a browser; components only call it.
 */

export type LocaleResolution =
  | { kind: 'ok'; locale: RegistrationLocale; rest: string }
  | { kind: 'redirect'; to: string };

/** The path after the first segment ('' or '/...'), with runs of slashes collapsed. */
export function restOfPath(pathname: string): string {
  const normalized = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const withoutLead = normalized.startsWith('/') ? normalized.slice(1) : normalized;
  const slash = withoutLead.indexOf('/');
  return slash === -1 ? '' : withoutLead.slice(slash);
}

export function firstSegment(pathname: string): string {
  const withoutLead = pathname.replace(/^\/+/, '');
  const slash = withoutLead.indexOf('/');
  return slash === -1 ? withoutLead : withoutLead.slice(0, slash);
}

/** Joins a locale, the rest of a path and a query into a same-origin path; never starts with '//'. */
function localePath(locale: RegistrationLocale, rest: string, search: string, hash = ''): string {
  const path = rest === '' ? '/' : rest;
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `/${locale}${path}${query}${hash}`;
}

/**
 * `/` and unknown first segments go to `/enEU/`, keeping the rest of the path and the query
 * (SPEC §2): `/frFR/error?code=a` -> `/enEU/error?code=a`.
 */
export function resolveLocalePath(pathname: string, search: string): LocaleResolution {
  const segment = firstSegment(pathname);
  if (isRegistrationLocale(segment)) {
    return { kind: 'ok', locale: segment, rest: restOfPath(pathname) };
  }
  return { kind: 'redirect', to: localePath(defaultRegistrationLocale, restOfPath(pathname), search) };
}

/**
 * Target of the Deutsch/English switcher: the same path and query with only the first segment
 * replaced. The result is built with URL against the page's own origin and checked, so no input
 * (`//evil.example`, `/\evil`, encoded slashes, absolute URLs) can lead to another origin; any
 * such input falls back to the start page of the chosen locale.
 */
export function localeSwitchTarget(
  current: string,
  target: RegistrationLocale,
  origin: string,
): string {
  const fallback = `/${target}/`;
  let url: URL;
  try {
    url = new URL(current, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const next = new URL(localePath(target, restOfPath(url.pathname), url.search, url.hash), origin);
  if (next.origin !== origin) return fallback;
  return `${next.pathname}${next.search}${next.hash}`;
}
