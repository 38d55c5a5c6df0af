import { localeFromAcceptLanguage } from '@site/i18n/locales';

/**
 * What the Worker answers outside its API routes (docs/deploying.md). Production routes
 * `<site>/api/*`, `<registration>/api/*` and the site's exact root `/` to it, and
 * `<internal host>/internal/*` (INTERNAL_API_URL), where the core system and support call.
 *
 * Where a request arrived decides what it may reach, never its path (index.ts):
 * - at the internal host (locally the API's own port): the whole API, the internal calls
 *   included, at the root or below `/api`;
 * - anywhere else (the sites): the public API below `/api`, with the prefix taken off (its paths
 *   are `/v1/...`, `/consent-records`, `/openapi.json`), and at `/` the redirect to the visitor's
 *   locale: 302 to /de-DE/ when the first choice of Accept-Language is German, else /en-EU/ (the
 *   one rule, @site/i18n `localeFromAcceptLanguage`), query kept. Nothing else.
 * scripts/serve.mjs forwards `/api/*` of both local origins here with their path and Host as sent,
 * as the routes do.
 */
export const apiPrefix = '/api';

export function rootRedirect(request: Request): Response {
  const url = new URL(request.url);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  return new Response(null, {
    status: 302,
    headers: {
      Location: `/${localeFromAcceptLanguage(request.headers.get('Accept-Language'))}/${url.search}`,
      Vary: 'Accept-Language',
      'Cache-Control': 'no-cache',
    },
  });
}

/**
 * The path of a request as its URL holds it, before `new URL` would resolve anything in it.
 * workerd itself resolves `.` and `..` segments (raw or percent-encoded) when it builds
 * `request.url` (wrangler dev shows `/api/%2e%2e/internal/links` arriving as `/internal/links`);
 * what it leaves, such as a segment with an encoded slash (`..%2f`), is still here.
 */
export function pathAsSent(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  return start < 0 ? '/' : url.slice(start);
}

/** Whether a request arrived at the Worker's internal host (INTERNAL_API_URL); never without one configured. */
export function arrivedInternally(request: Request, internalHost: string | undefined): boolean {
  return internalHost !== undefined && new URL(request.url).host === internalHost;
}

/** The request as the API sees it: `/api/v1/x` -> `/v1/x`; null when it is not below /api. */
export function withoutApiPrefix(request: Request): Request | null {
  const url = new URL(request.url);
  if (url.pathname !== apiPrefix && !url.pathname.startsWith(`${apiPrefix}/`)) return null;
  url.pathname = url.pathname.slice(apiPrefix.length) || '/';
  return new Request(url, request);
}
