#!/usr/bin/env node
// Waits until every URL given answers with a 2xx status (polling every 250 ms), or fails after
// WAIT_FOR_TIMEOUT_MS (default 120 s) naming the ones that never did. Used by scripts/start.sh
// for MailDev, the core stub and the local API, which take a few seconds to come up.
const urls = process.argv.slice(2);
const deadline = Date.now() + Number(process.env.WAIT_FOR_TIMEOUT_MS ?? 120_000);

async function up(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

let waiting = urls;
while (waiting.length > 0) {
  const results = await Promise.all(waiting.map(up));
  waiting = waiting.filter((_, i) => !results[i]);
  if (waiting.length === 0) break;
  if (Date.now() > deadline) {
    console.error(`wait-for: no answer from ${waiting.join(', ')}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
