import { createApp } from './app';
import { rootRedirect, withoutApiPrefix } from './edge';
import type { Env } from './env';
import { runRetention } from './retention';

const app = createApp();

export default {
  // Routed on `<site>/api/*`, `<registration>/api/*` and `<site>/` (src/edge.ts).
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === '/') return rootRedirect(request);
    return app.fetch(withoutApiPrefix(request) ?? request, env, ctx);
  },
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runRetention(env, Date.now()));
  },
} satisfies ExportedHandler<Env>;
