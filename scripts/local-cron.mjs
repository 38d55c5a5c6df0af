// The minute cron of the API Worker (apps/api/wrangler.jsonc), for `wrangler dev`, which runs
// crons only when asked: every minute it asks the Worker's scheduled handler for the outbox's
// sweep (apps/api/src/outbox/sweep.ts), as Cloudflare would. Started by scripts/local-api.sh;
// it ends with it. Usage: node scripts/local-cron.mjs <api origin>
import { schedules } from '../apps/api/src/rules/schedules.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:8787';
const url = `${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(schedules.outbox)}`;

setInterval(() => {
  fetch(url).then(
    (answer) => answer.body?.cancel(),
    () => undefined, // the API is not up yet, or going down
  );
}, 60_000);
// Without the API (its script exited, and this process was handed to another parent), this has
// nothing to do.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 2000);
process.on('SIGTERM', () => process.exit(0));
