import { hasDotSegment } from '@site/api/contract';
import { Hono } from 'hono';
import { createApp } from './app';
import { readConfig } from './config';
import { arrivedInternally, pathAsSent, rootRedirect, withoutApiPrefix } from './edge';
import { problemHttpResponse } from './http/problem';
import { securityHeaders } from './http/securityHeaders';
import { consume, onDeadLetter } from './outbox/consumers';
import { sweepOutbox } from './outbox/sweep';
import { scheduleOf } from './rules/schedules.mjs';
import { database } from './store/db';
import { deleteExpired } from './store/retention';

/** The site's exact root: the redirect to the visitor's locale; any other path outside the API: 404. With the API's headers. */
const edge = new Hono()
  .use(securityHeaders)
  .all('/', (c) => rootRedirect(c.req.raw))
  .notFound(() => problemHttpResponse('NOT_FOUND'));
/** A path with dot-segments: 404, whatever it names. */
const refused = new Hono().use(securityHeaders).all('*', () => problemHttpResponse('NOT_FOUND'));

/** What the sites' `/api` routes reach: the public API only. */
const publicApi = createApp({ internal: false });
/** What the Worker's internal host reaches (the core system and support, docs/deploying.md): the internal calls too. */
const wholeApi = createApp({ internal: true });

export default {
  // Routed on `<site>/api/*`, `<registration>/api/*`, `<site>/` and `<internal host>/internal/*` (src/edge.ts).
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (hasDotSegment(pathAsSent(request.url))) return refused.fetch(request, env, ctx);
    if (new URL(request.url).pathname === '/') return edge.fetch(request, env, ctx);
    const below = withoutApiPrefix(request);
    if (arrivedInternally(request, readConfig(env).internalHost)) return wholeApi.fetch(below ?? request, env, ctx);
    return below ? publicApi.fetch(below, env, ctx) : edge.fetch(request, env, ctx);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const config = readConfig(env);
    // The time the run was due (a late run still judges by it; tests give one of their own).
    const now = controller.scheduledTime;
    const job = scheduleOf(controller.cron);
    if (job === 'outbox') ctx.waitUntil(sweepOutbox(env, config, now));
    else if (job === 'retention') ctx.waitUntil(deleteExpired(database(env.DB), now, config.consentRetentionDays));
    else console.warn(JSON.stringify({ message: 'unknown cron trigger: nothing runs', cron: controller.cron }));
  },
  // The mail and event queues, and their dead-letter queues (wrangler.jsonc `queues`).
  async queue(batch: MessageBatch<{ id: string }>, env: Env, _ctx: ExecutionContext) {
    const config = readConfig(env);
    for (const message of batch.messages) {
      if (batch.queue.endsWith('-dead')) await onDeadLetter(message, env);
      else await consume(message, env, config);
    }
  },
} satisfies ExportedHandler<Env, { id: string }>;
