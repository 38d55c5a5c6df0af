#!/usr/bin/env node
// The API load run: `pnpm bench` calls it (BENCH_API=0 skips it), or run it alone with
// `node bench/lib/apiLoad.mjs`. Loopback load against the real Worker in workerd (`wrangler dev
// --env bench`: the same code, queues and consumers, with rate limits no load run reaches, its
// own fresh local D1, MailDev catching the mails), in three parts:
//   1. saturation, one kind after the other on the same Worker: a trivial route (GET
//      /openapi.json, a document held in memory), consent records, field-data beacons (POST
//      /v1/vitals, each counted into D1's histograms after its 204) and newsletter sign-ups, each
//      with CONNECTIONS closed-loop connections for SATURATION_SECONDS: requests per second and
//      latency;
//   2. an open loop of RATE sign-ups a second for OPEN_SECONDS: each request leaves at its planned
//      time whatever the answers before it, and its latency counts from that time (no coordinated
//      omission): p50 and p99;
//   3. the reckoning: every accepted (201) sign-up is in D1 exactly once, and MailDev received
//      exactly one mail for it (waiting up to MAIL_WAIT_SECONDS for the queue to drain).
//
// Env: BENCH_API_PORT (8790)  port of wrangler dev; MailDev takes the next two (SMTP, web)
//      BENCH_API_CONNECTIONS (100), BENCH_API_SATURATION_SECONDS (10), BENCH_API_RATE (50),
//      BENCH_API_OPEN_SECONDS (30), BENCH_API_MAIL_WAIT_SECONDS (300),
//      BENCH_API_DIR (apps/api)  the Worker to load: another checkout's, to measure a before
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const quiet = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const number = (name, fallback) => Number(process.env[name] ?? fallback);

function wrangler(apiDir, args, persistTo) {
  const result = spawnSync('pnpm', ['exec', 'wrangler', ...args, '--env', 'bench', '--persist-to', persistTo], {
    cwd: apiDir,
    env: { ...process.env, ...quiet },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-2000)}`);
  return result.stdout;
}

/**
 * A read of the local D1 file beside the running Worker: the cron sweep may hold its lock for a
 * moment (SQLITE_BUSY), so a busy read is tried again, up to ten times, a second apart.
 */
function readWhileBusy(read) {
  for (let attempt = 1; ; attempt++) {
    try {
      return read();
    } catch (error) {
      if (attempt >= 10 || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      spawnSync('sleep', ['1']);
    }
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

function start(apiDir, command, args, env) {
  const child = spawn(command, args, { cwd: apiDir, env: { ...process.env, ...quiet, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output = (output + d).slice(-20000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-20000)));
  return { child, output: () => output, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } } };
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One page view's field-data beacon (the contract's VitalsBeacon), the `n`-th of the load: spread
 * over page types, locales, device classes and values as real visitors' are, with no identifier.
 */
export function vitalsBeacon(n) {
  const pick = (list) => list[n % list.length];
  return {
    pageType: pick(['home', 'accounts', 'jobs', 'jobsDetail', 'magazineDetail', 'registration', 'budgetCalculator']),
    locale: pick(['de-DE', 'en-EU', 'de-DE']),
    deviceClass: pick(['mobile', 'mobile', 'desktop', 'tablet', 'mobile']),
    effectiveType: pick(['4g', '4g', '3g', '4g', 'unknown']),
    buildId: 'bench',
    metrics: { LCP: 800 + ((n * 37) % 4000), INP: 40 + ((n * 13) % 600), CLS: ((n * 7) % 300) / 1000, FCP: 500 + ((n * 29) % 2500), TTFB: 80 + ((n * 11) % 900) },
    lcp: { target: pick(['main>section.hero>img', 'main>h1', 'main>article>figure>img']), kind: pick(['image', 'text', 'image']) },
    inp: { target: pick(['button.consent-accept', 'nav>button.menu', 'input#income']), kind: pick(['pointer', 'pointer', 'keyboard']) },
  };
}

/**
 * One closed-loop autocannon run for `seconds`; a POST body per request from `body(id)`, ids
 * unique. `accepted` collects the ids answered `acceptedStatus` (201: stored).
 */
function saturate({ url, connections, seconds, body, label, method = 'POST', acceptedStatus = 201 }) {
  const accepted = new Set();
  const statuses = {};
  let seq = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method,
            headers: body ? { 'content-type': 'application/json' } : {},
            setupRequest: (request, context) => {
              if (!body) return request;
              const id = `${label}${String(seq++).padStart(21 - label.length, '0')}`;
              context.id = id;
              return { ...request, body: JSON.stringify(body(id)) };
            },
            onResponse: (status, _body, context) => {
              statuses[status] = (statuses[status] ?? 0) + 1;
              if (status === acceptedStatus && context.id) accepted.add(context.id);
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              accepted,
              report: {
                requests: result.requests.total,
                requestsPerSecond: Math.round(result.requests.average),
                statuses,
                errors: result.errors,
                timeouts: result.timeouts,
                latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
              },
            }),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * An open loop: request i leaves at start + i / rate seconds, whether or not earlier ones have
 * answered; its latency counts from that planned time.
 */
async function openLoop({ url, rate, seconds, body, label }) {
  const total = rate * seconds;
  const accepted = new Set();
  const latencies = [];
  const statuses = {};
  const started = performance.now() + 100;
  const calls = [];
  for (let i = 0; i < total; i += 1) {
    const planned = started + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = `${label}${String(i).padStart(21 - label.length, '0')}`;
    calls.push(
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(id)), signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - planned);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status === 201) accepted.add(id);
        })
        .catch((error) => {
          statuses[error.name] = (statuses[error.name] ?? 0) + 1;
        }),
    );
  }
  await Promise.all(calls);
  const sorted = latencies.sort((a, b) => a - b);
  const lateness = performance.now() - started - seconds * 1000;
  return {
    accepted,
    report: {
      rate,
      seconds,
      requests: total,
      statuses,
      latencyMs: { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1) ?? 0) },
      lastAnswerAfterEndMs: Math.round(lateness),
    },
  };
}

/**
 * Which accepted ids are missing, which are there more than once, and which were never accepted
 * (the saturation runs' last requests, in flight when a run's time was up: stored and mailed, but
 * their answers not waited for).
 */
export function reconcile(accepted, found) {
  const counts = new Map();
  for (const id of found) counts.set(id, (counts.get(id) ?? 0) + 1);
  return {
    found: counts.size,
    lost: [...accepted].filter((id) => !counts.has(id)).length,
    duplicated: [...counts.values()].filter((n) => n > 1).length,
    foundButNotAccepted: [...counts.keys()].filter((id) => !accepted.has(id)).length,
  };
}

/** The ids of the load's addresses in MailDev, once as many mails as `expected` arrived or the wait is over. */
/**
 * The load mails MailDev caught, once there is one for every id of `expected` (the accepted
 * sign-ups; mails of requests still in flight when a run stopped may come too) or the wait is over.
 */
async function caughtMails(webUrl, expected, waitSeconds) {
  const deadline = Date.now() + waitSeconds * 1000;
  const started = Date.now();
  for (;;) {
    const mails = await (await fetch(`${webUrl}/api/email`)).json();
    const ids = mails.flatMap((m) => m.to.map((t) => t.address)).filter((a) => a.startsWith('load')).map((a) => a.replace('@example.com', ''));
    const caught = new Set(ids);
    const complete = [...expected].every((id) => caught.has(id));
    if (complete || Date.now() > deadline) return { ids, seconds: Math.round((Date.now() - started) / 1000) };
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function runApiLoad({ port = number('BENCH_API_PORT', 8790), log = console.log } = {}) {
  const apiDir = process.env.BENCH_API_DIR ?? fileURLToPath(new URL('../../apps/api', import.meta.url));
  const connections = number('BENCH_API_CONNECTIONS', 100);
  const saturationSeconds = number('BENCH_API_SATURATION_SECONDS', 10);
  const rate = number('BENCH_API_RATE', 50);
  const openSeconds = number('BENCH_API_OPEN_SECONDS', 30);
  const mailWaitSeconds = number('BENCH_API_MAIL_WAIT_SECONDS', 300);
  const persistTo = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const smtpPort = port + 1;
  const webPort = port + 2;
  const running = [];
  try {
    wrangler(apiDir, ['d1', 'migrations', 'apply', 'DB', '--local'], persistTo);
    const maildev = start(apiDir, 'pnpm', ['exec', 'maildev', '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1']);
    running.push(maildev);
    const webUrl = `http://127.0.0.1:${webPort}`;
    await waitFor(`${webUrl}/api/email`, 30_000);
    const api = start(apiDir, 'pnpm', [
      'exec', 'wrangler', 'dev', '--env', 'bench', '--persist-to', persistTo, '--port', String(port), '--ip', '127.0.0.1',
      '--var', `SMTP_URL:smtp://127.0.0.1:${smtpPort}`, '--var', 'OUTBOX_RETRY_BASE_SECONDS:1', '--show-interactive-dev-session=false',
    ]);
    running.push(api);
    // The public API as the sites reach it: below /api (the Worker's own host serves the
    // internal calls only where INTERNAL_API_URL names it, apps/api src/edge.ts).
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/openapi.json`, 90_000).catch((error) => {
      throw new Error(`${error.message}\n${api.output()}`);
    });
    log(`API load: saturation ${saturationSeconds} s x 4 kinds at ${connections} connections, then ${rate} sign-ups/s for ${openSeconds} s, against ${base} (${apiDir})`);

    const signup = (id) => ({ email: `${id}@example.com`, locale: 'en-EU', acceptedPrivacy: true });
    // Warm the isolate and the database, so the first kind measured is not the one that pays for it.
    await saturate({ url: `${base}/openapi.json`, connections: 10, seconds: 2, method: 'GET' });
    const trivial = await saturate({ url: `${base}/openapi.json`, connections, seconds: saturationSeconds, method: 'GET' });
    const consent = await saturate({
      url: `${base}/consent-records`,
      connections,
      seconds: saturationSeconds,
      label: 'cons',
      body: (id) => ({ consentId: id, revision: 1, services: { GOOGLE_TAG_MANAGER: true }, gpc: false, locale: 'en-EU', source: 'summary', path: '/en-EU/' }),
    });
    // A beacon carries no id: its n-th body is made from the request's sequence number.
    const vitals = await saturate({ url: `${base}/v1/vitals`, connections, seconds: saturationSeconds, label: 'vit', body: (id) => vitalsBeacon(Number(id.slice(3))), acceptedStatus: 204 });
    const saturated = await saturate({ url: `${base}/v1/signups/newsletter`, connections, seconds: saturationSeconds, label: 'loads', body: signup });
    // Let the queue catch up with the saturation's mails before the open loop is measured.
    await caughtMails(webUrl, saturated.accepted, mailWaitSeconds);
    const open = await openLoop({ url: `${base}/v1/signups/newsletter`, rate, seconds: openSeconds, label: 'loado', body: signup });

    const accepted = new Set([...saturated.accepted, ...open.accepted]);
    // The mails first: once they are in, the consumers have stopped writing to D1.
    const mails = await caughtMails(webUrl, accepted, mailWaitSeconds);
    const query = (sql) => JSON.parse(readWhileBusy(() => wrangler(apiDir, ['d1', 'execute', 'DB', '--local', '--json', '--command', sql], persistTo)))[0].results;
    const inDatabase = query("SELECT email FROM signups WHERE email LIKE 'load%'").map((r) => r.email.replace('@example.com', ''));
    const consentRows = query("SELECT consent_id FROM consent_records WHERE consent_id LIKE 'cons%'").map((r) => r.consent_id);
    // Every beacon carries TTFB: its histogram's counts are the beacons counted.
    const vitalsCounted = query("SELECT coalesce(sum(count), 0) AS n FROM vitals_histogram WHERE metric = 'TTFB'")[0].n;
    const report = {
      date: new Date().toISOString(),
      connections,
      saturation: {
        trivialRoute: trivial.report,
        consentRecords: { ...consent.report, ...reconcile(consent.accepted, consentRows) },
        vitals: { ...vitals.report, answered204: vitals.accepted.size, counted: vitalsCounted },
        signups: saturated.report,
      },
      openLoop: open.report,
      signupsAccepted: accepted.size,
      inD1: reconcile(accepted, inDatabase),
      inMailDev: { ...reconcile(accepted, mails.ids), waitedSeconds: mails.seconds },
      note: 'Loopback, wrangler dev (workerd + local D1 SQLite + local queues) on a shared 2-core machine: figures are noisy.',
    };
    if (process.env.BENCH_API_DEBUG) console.error(api.output());
    const s = report.saturation;
    log(
      `API load: saturation ${s.signups.requestsPerSecond} sign-ups/s, ${s.consentRecords.requestsPerSecond} consent records/s, ${s.vitals.requestsPerSecond} beacons/s (${s.vitals.counted} counted of ${s.vitals.answered204} answered 204), ${s.trivialRoute.requestsPerSecond} trivial/s; ` +
        `open loop ${rate}/s: p50 ${report.openLoop.latencyMs.p50} ms p99 ${report.openLoop.latencyMs.p99} ms; ` +
        `D1 lost ${report.inD1.lost} duplicated ${report.inD1.duplicated}; MailDev lost ${report.inMailDev.lost} duplicated ${report.inMailDev.duplicated}`,
    );
    return report;
  } finally {
    for (const process_ of running.reverse()) process_.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await runApiLoad({ log: console.error });
  console.log(JSON.stringify(report, null, 2));
}
