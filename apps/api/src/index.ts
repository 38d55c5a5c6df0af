import { createApp } from './app';
import { readConfig } from './config';
import { rootRedirect, withoutApiPrefix } from './edge';
import { database } from './store/db';
import { deleteExpired } from './store/retention';

const app = createApp();

export default {
  // Routed on `<site>/api/*`, `<registration>/api/*` and `<site>/` (src/edge.ts).
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === '/') return rootRedirect(request);
    return app.fetch(withoutApiPrefix(request) ?? request, env, ctx);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(deleteExpired(database(env.DB), Date.now(), readConfig(env).consentRetentionDays));
  },
} satisfies ExportedHandler<Env>;
