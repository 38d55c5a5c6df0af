import { localeFromAcceptLanguage } from '@site/i18n/locales';

/**
 * What the Worker answers outside its API (README: Deploying): production routes
 * `<site>/api/*`, `<registration>/api/*` and the site's exact root `/` to it.
 * - Below `/api` the API itself, with the prefix taken off (the API's paths are `/v1/...`,
 *   `/consent-records`, `/internal/links`, `/openapi.json`); scripts/serve.mjs forwards
 *   `/api/*` of both local origins here unchanged, as the routes do.
 * - `/` the edge redirect to the visitor's locale: 302 to /de-DE/ when the first choice of
 *   Accept-Language is German, else /en-EU/ (the one rule, @site/i18n `localeFromAcceptLanguage`),
 *   query kept.
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

/** The request as the API sees it: `/api/v1/x` -> `/v1/x`; null when it is not below /api. */
export function withoutApiPrefix(request: Request): Request | null {
  const url = new URL(request.url);
  if (url.pathname !== apiPrefix && !url.pathname.startsWith(`${apiPrefix}/`)) return null;
  url.pathname = url.pathname.slice(apiPrefix.length) || '/';
  return new Request(url, request);
}
