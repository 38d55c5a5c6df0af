import { Hono } from 'hono';
import { createApp } from './app';
import { securityHeaders } from './http/securityHeaders';
import { readConfig } from './config';
import { rootRedirect, withoutApiPrefix } from './edge';
import { database } from './store/db';
import { deleteExpired } from './store/retention';

/** The site's exact root: the redirect to the visitor's locale, with the API's headers. */
const edge = new Hono().use(securityHeaders).all('/', (c) => rootRedirect(c.req.raw));

/** What the sites' `/api` routes reach: the public API only. */
const publicApi = createApp({ internal: false });
/** What the Worker's own hostname reaches (the core system, README: Deploying): the internal calls too. */
const wholeApi = createApp({ internal: true });

export default {
  // Routed on `<site>/api/*`, `<registration>/api/*`, `<site>/` and `<core host>/internal/*` (src/edge.ts).
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === '/') return edge.fetch(request, env, ctx);
    const below = withoutApiPrefix(request);
    return below ? publicApi.fetch(below, env, ctx) : wholeApi.fetch(request, env, ctx);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(deleteExpired(database(env.DB), Date.now(), readConfig(env).consentRetentionDays));
  },
} satisfies ExportedHandler<Env>;
