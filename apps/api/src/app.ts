import { OpenAPIHono } from '@hono/zod-openapi';
import { fieldErrors } from '@site/api/contract';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-types';
import { configure } from './config';
import { openApiDocument } from './contract/document';
import { limitByIp } from './http/abuse';
import { bearerMatches } from './http/auth';
import { limitBody, utf8Errors } from './http/body';
import { problemHttpResponse, validationProblem } from './http/problem';
import { securityHeaders } from './http/securityHeaders';
import { internalEndpoints, publicEndpoints } from './routes';
import { reportPageHeaders, reportPagePath } from './routes/internal/vitalsReportPage';

const formType = 'application/x-www-form-urlencoded';
/** Only JSON bodies, except where a route takes a form (the RFC 8058 one-click unsubscribe a mail client posts). */
const formPaths = new Set(publicEndpoints.filter(({ route }) => route.request?.body?.content?.[formType]).map(({ route }) => route.path));

/**
 * The API. `internal`: with the core system's calls (`/internal/*`), which are served only where
 * the core reaches the Worker directly, never below the sites' `/api` (index.ts).
 */
export function createApp({ internal }: { internal: boolean }) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const sent = (result as { data?: unknown }).data;
        return validationProblem(fieldErrors(result.error, sent));
      }
      return undefined;
    },
  });

  // The field-data report is the one page the API serves: its own script and style may run.
  app.use('*', (c, next) => (internal && c.req.path === reportPagePath ? reportPageHeaders(c, next) : securityHeaders(c, next)));
  app.use('*', configure);

  app.use('*', async (c, next) => {
    const origins = c.var.config.corsOrigins;
    if (origins.length === 0) return next();
    // Retry-After is exposed so a page can say when to try again after a 429.
    return cors({ origin: origins, allowMethods: ['POST', 'GET'], allowHeaders: ['Content-Type', 'CF-Turnstile-Response'], exposeHeaders: ['Retry-After'], maxAge: 600 })(c, next);
  });

  /** The budget of a request: its method and the pattern of the route it reaches (its path when none). */
  const routeKey = (method: string, path: string) => `${method} ${app.routes.find((r) => r.method === method && matches(r.path, path))?.path ?? path}`;

  app.use('*', async (c, next) => (await limitByIp(c, routeKey(c.req.method, c.req.path))) ?? next());

  app.use('*', limitBody);

  app.use('*', async (c, next) => {
    // A POST that carries a body says it is JSON (a form, for the one-click unsubscribe); one without
    // a body (support's retry) says nothing.
    const hasBody = c.req.raw.body !== null && c.req.header('Content-Length') !== '0';
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (c.req.method === 'POST' && hasBody) {
      const expected = formPaths.has(c.req.path) ? formType : 'application/json';
      if (type !== expected) return problemHttpResponse('UNSUPPORTED_MEDIA_TYPE');
    }
    // Bytes that are not UTF-8 are refused, never read as U+FFFD.
    if (hasBody) {
      const errors = utf8Errors(await c.req.arrayBuffer(), type === 'application/json');
      if (errors) return problemHttpResponse('VALIDATION_ERROR', { errors });
    }
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });

  if (internal) {
    // Before validation, so a caller without the secret learns nothing about the body. The
    // outbox and field data are support's (SUPPORT_TOKEN); the links are the core system's
    // (INTERNAL_LINK_SECRET).
    // The report page holds no data: it asks for the token and reads the figures with it.
    app.use('/internal/*', async (c, next) => {
      if (c.req.path === reportPagePath && c.req.method === 'GET') return next();
      const support = c.req.path.startsWith('/internal/outbox') || c.req.path === '/internal/vitals';
      const secret = support ? c.var.config.supportToken : c.var.config.internalLinkSecret;
      if (!(await bearerMatches(c.req.header('Authorization'), secret))) {
        return problemHttpResponse('UNAUTHORIZED', {}, { 'WWW-Authenticate': 'Bearer' });
      }
      return next();
    });
  }

  for (const endpoint of internal ? [...publicEndpoints, ...internalEndpoints] : publicEndpoints) endpoint.register(app);

  const document = openApiDocument();
  app.get('/openapi.json', (c) => c.json(document));

  app.notFound((c) => {
    const allowed = [...new Set(app.routes.filter((r) => r.method !== 'ALL' && matches(r.path, c.req.path)).map((r) => r.method))];
    if (allowed.length === 0) return problemHttpResponse('NOT_FOUND');
    return problemHttpResponse('METHOD_NOT_ALLOWED', {}, { Allow: allowed.join(', ') });
  });

  app.onError((error) => {
    if (error instanceof HTTPException && error.status === 400) {
      return validationProblem([{ field: 'body', rule: 'format' }]) as unknown as Response;
    }
    // Logged for the operator; the answer carries no stack, SQL or secret.
    console.error('unhandled error:', error instanceof Error ? error.name : 'unknown');
    return problemHttpResponse('SERVER_ERROR');
  });

  return app;
}

/** Whether a route pattern such as /v1/signups/:type matches a path. */
function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}
