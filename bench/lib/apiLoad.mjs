#!/usr/bin/env node
// The API load run: `pnpm bench` calls it (BENCH_API=0 skips it), or run it alone with
// `node bench/lib/apiLoad.mjs`. A bounded load on loopback against the real Worker in workerd
// (`wrangler dev --env bench`: the same code with rate limits no load run reaches, its own
// fresh local D1, MailDev catching the mails): CONNECTIONS concurrent sign-ups and, at the same
// time, CONNECTIONS concurrent consent records, AMOUNT of each. Reports p50/p99 latency per
// kind and checks that every accepted (201) request is in the database exactly once.
//
// Env: BENCH_API_PORT (8790)  port of wrangler dev; MailDev takes the next two (SMTP, web)
//      BENCH_API_CONNECTIONS (200), BENCH_API_AMOUNT (1000 per kind)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

function wrangler(args, persistTo) {
  const result = spawnSync('pnpm', ['exec', 'wrangler', ...args, '--env', 'bench', '--persist-to', persistTo], {
    cwd: apiDir,
    env: { ...process.env, ...quiet },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-2000)}`);
  return result.stdout;
}

async function waitFor(url, timeoutMs, init) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

function start(command, args, env) {
  const child = spawn(command, args, { cwd: apiDir, env: { ...process.env, ...quiet, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-20000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20000)));
  return { child, output: () => output, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

/** One autocannon run whose every request carries a unique id; answers the ids accepted with 201. */
function load({ url, connections, amount, body, label }) {
  const accepted = new Set();
  const statuses = {};
  const codes = {};
  let seq = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request, context) => {
              const id = `${label}${String(seq++).padStart(21 - label.length, '0')}`;
              context.id = id;
              return { ...request, body: JSON.stringify(body(id)) };
            },
            onResponse: (status, responseBody, context) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status === 201) accepted.add(context.id);
              else {
                const code = /"code":"([A-Z_]+)"/.exec(String(responseBody))?.[1] ?? String(responseBody).slice(0, 80);
                codes[code] = (codes[code] ?? 0) + 1;
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, accepted, sent: seq, statuses, codes })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

function summary({ result, accepted, sent, statuses, codes }) {
  return {
    requests: sent,
    accepted: accepted.size,
    statuses,
    refusals: codes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requestsPerSecond: Math.round(result.requests.average),
    seconds: result.duration,
  };
}

/** Which accepted ids are missing, which are stored twice, and which stored ids were never accepted. */
function reconcile(accepted, rows) {
  const counts = new Map();
  for (const id of rows) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    inDatabase: counts.size,
    lost: [...accepted].filter((id) => !counts.has(id)).length,
    duplicated: [...counts.values()].filter((n) => n > 1).length,
    storedButNotAccepted: [...counts.keys()].filter((id) => !accepted.has(id)).length,
  };
}

export async function runApiLoad({ port = Number(process.env.BENCH_API_PORT ?? 8790), log = console.log } = {}) {
  const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 200);
  const amount = Number(process.env.BENCH_API_AMOUNT ?? 1000);
  const persistTo = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const smtpPort = port + 1;
  const webPort = port + 2;
  const running = [];
  try {
    wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo);
    const maildev = start('pnpm', ['exec', 'maildev', '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1']);
    running.push(maildev);
    await waitFor(`http://127.0.0.1:${webPort}/api/email`, 30_000);
    const api = start('pnpm', [
      'exec', 'wrangler', 'dev', '--env', 'bench', '--persist-to', persistTo, '--port', String(port), '--ip', '127.0.0.1',
      ...(process.env.BENCH_API_NO_MAIL ? [] : ['--var', `SMTP_URL:smtp://127.0.0.1:${smtpPort}`]), '--show-interactive-dev-session=false',
    ]);
    running.push(api);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/openapi.json`, 90_000).catch((error) => {
      throw new Error(`${error.message}\n${api.output()}`);
    });
    log(`API load: ${connections} connections x 2 kinds, ${amount} requests each, against ${base}`);

    const [signups, consent] = await Promise.all([
      load({
        url: `${base}/v1/signups/newsletter`,
        connections,
        amount,
        label: 'load',
        body: (id) => ({ email: `${id}@example.com`, locale: 'en-EU', acceptedPrivacy: true }),
      }),
      load({
        url: `${base}/consent-records`,
        connections,
        amount,
        label: 'cons',
        body: (id) => ({ consentId: id, revision: 1, services: { youtube: true }, gpc: false, locale: 'en-EU', source: 'summary', path: '/en-EU/' }),
      }),
    ]);

    const query = (sql) => JSON.parse(wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql], persistTo))[0].results;
    const signupRows = query("SELECT email FROM signups WHERE email LIKE 'load%'").map((r) => r.email.replace('@example.com', ''));
    const consentRows = query("SELECT consent_id FROM consent_records WHERE consent_id LIKE 'cons%'").map((r) => r.consent_id);
    const report = {
      date: new Date().toISOString(),
      connections,
      signups: { ...summary(signups), ...reconcile(signups.accepted, signupRows) },
      consentRecords: { ...summary(consent), ...reconcile(consent.accepted, consentRows) },
      note: 'Loopback, wrangler dev (workerd + local D1 SQLite) on a shared 2-core machine: figures are noisy.',
    };
    if (process.env.BENCH_API_DEBUG) console.error(api.output());
    log(`API load: sign-ups p50 ${report.signups.latencyMs.p50} ms p99 ${report.signups.latencyMs.p99} ms, lost ${report.signups.lost}, duplicated ${report.signups.duplicated}; consent records p50 ${report.consentRecords.latencyMs.p50} ms p99 ${report.consentRecords.latencyMs.p99} ms, lost ${report.consentRecords.lost}, duplicated ${report.consentRecords.duplicated}`);
    return report;
  } finally {
    for (const process_ of running.reverse()) process_.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await runApiLoad();
  console.log(JSON.stringify(report, null, 2));
}
