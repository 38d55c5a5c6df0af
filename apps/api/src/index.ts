import { createApp } from './app';
import type { Env } from './env';
import { runRetention } from './retention';

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runRetention(env, Date.now()));
  },
} satisfies ExportedHandler<Env>;
