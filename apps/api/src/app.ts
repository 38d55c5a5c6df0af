import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-types';
import { readConfig } from './env';
import { limitByIp } from './http/abuse';
import { fieldErrors } from './http/fieldErrors';
import { problemHttpResponse, validationProblem } from './http/problem';
import { registerProblemResponses } from './contract/routes';
import { registerConsentRoutes } from './routes/consentRecords';
import { registerInternalRoutes } from './routes/internal';
import { registerLinkRoutes } from './routes/links';
import { registerRegistrationRoutes } from './routes/registrations';
import { registerSignupRoutes } from './routes/signups';

/** Largest body any call takes (the biggest real one, a registration, is under 1 KB). */
export const maxBodyBytes = 16 * 1024;

export const openApiDocumentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Website API',
    version: '1.0.0',
    summary: 'Every call the public website and the registration app make.',
    description: [
      "**This contract is this project's design.** The product specification shows none of the site's calls to its own",
      'backend (SPEC §7: "No calls to the product\'s own API are shown"), so the paths, payloads and error codes below were',
      "designed by the web team. It is generated from the zod schemas of apps/api (the Worker validates every request with",
      'them and serves this document as /openapi.json); the typed client (packages/api/src/generated/schema.ts) is generated',
      'from it.',
      '',
      'Conventions:',
      '- JSON in and out; dates are ISO 8601 calendar dates (`YYYY-MM-DD`).',
      "- The token of an e-mail link travels in the page's URL fragment and is sent to the API in the **request body**, never",
      '  in a path or query, so it stays out of access logs and `Referer` headers (the RFC 8058 one-click call is the one',
      '  exception, as mail clients send only a fixed form body).',
      '- Every error is `application/problem+json` (RFC 9457) with a machine-readable `code`. The pages tell errors apart by',
      '  `code` only, never by status or `title`.',
      '- A partner-site registration link is valid for 90 days after it was created (SPEC §9).',
      '- After three wrong birthdays on one link the link is blocked (`BIRTHDAY_ATTEMPTS_EXCEEDED`), counted on the server.',
      '- Bodies over 16 KB answer 413; too many calls per client or per link/address answer 429 with `Retry-After`.',
    ].join('\n'),
  },
  servers: [{ url: '/api', description: 'Same origin (default; configurable with API_BASE_URL)' }],
  tags: [
    { name: 'signups' },
    { name: 'registration' },
    { name: 'links', description: 'Actions started from a link in an e-mail or the app; each carries a link hash.' },
    { name: 'psd2' },
    { name: 'consent', description: "Proof of the visitor's cookie choices." },
  ],
};

/** Only JSON bodies, except the RFC 8058 form a mail client posts. */
const formPaths = new Set(['/v1/signups/unsubscriptions/one-click']);

export function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const sent = (result as { data?: unknown }).data;
        return validationProblem(fieldErrors(result.error, sent));
      }
      return undefined;
    },
  });

  app.use('*', async (c, next) => {
    const origins = readConfig(c.env).corsOrigins;
    if (origins.length === 0) return next();
    return cors({ origin: origins, allowMethods: ['POST', 'GET'], allowHeaders: ['Content-Type', 'CF-Turnstile-Response'], maxAge: 600 })(c, next);
  });

  app.use('*', async (c, next) => (await limitByIp(c.env, c)) ?? next());

  app.use(
    '*',
    bodyLimit({ maxSize: maxBodyBytes, onError: () => problemHttpResponse('PAYLOAD_TOO_LARGE') }),
  );

  app.use('*', async (c, next) => {
    if (c.req.method === 'POST') {
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
      const expected = formPaths.has(c.req.path) ? 'application/x-www-form-urlencoded' : 'application/json';
      if (type !== expected) return problemHttpResponse('UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
  });

  registerSignupRoutes(app);
  registerRegistrationRoutes(app);
  registerLinkRoutes(app);
  registerConsentRoutes(app);
  registerInternalRoutes(app);

  registerProblemResponses(app.openAPIRegistry);
  app.openAPIRegistry.registerComponent('securitySchemes', 'supportToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'SUPPORT_TOKEN, a secret of the API given to the support team.',
  });
  app.doc31('/openapi.json', openApiDocumentConfig);

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
