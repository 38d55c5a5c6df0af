#!/usr/bin/env node
// A local stand-in for the bank's core system, as MailDev is for the mail relay (docs/handover.md: "The core
// stub"). It receives the API's signed events on POST /webhooks, verifies them with the
// `standardwebhooks` package, keeps them in memory (GET /events, and a page on GET /), fails on
// demand (POST /faults) and releases `auto-release…` PSD2 links through the API's
// PUT /internal/links/{id}/psd2, as the core does.
// `node scripts/core-stub.mjs` listens on 127.0.0.1:CORE_STUB_PORT (8789) and prints a line
// starting with `ready` once it does. Read from the environment: CORE_WEBHOOK_SECRET (the API's
// local default), CORE_STUB_RELEASE_MS (3000), CORE_STUB_TIMEOUT_MS (15000), CORE_STUB_API_ORIGIN
// (http://127.0.0.1:API_PORT, 8787) and INTERNAL_LINK_SECRET (scripts/local-api.sh's default).
import { createHash } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { localCoreWebhookSecret } from '../packages/config/src/coreWebhook.mjs';

/** The API's local signing secret (apps/api); both sides use it unless CORE_WEBHOOK_SECRET is set. */
export const defaultWebhookSecret = localCoreWebhookSecret;
/** scripts/local-api.sh's default bearer token of the API's internal endpoints. */
export const defaultInternalLinkSecret = 'local-internal-link-secret';
export const maxBodyBytes = 64 * 1024;
/** The oldest deliveries are dropped beyond this, so a long bench run cannot fill the memory. */
const maxEvents = 10_000;
const eventsOnPage = 100;
const refreshSeconds = 5;
const releaseRequestTimeoutMs = 10_000;
const releaseType = 'psd2_authorization.opened';
const releasePrefix = 'auto-release';

function sendJson(req, res, status, value, contentType = 'application/json; charset=utf-8', headers = {}) {
  const body = JSON.stringify(value, null, 2);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendProblem(req, res, status, detail, headers = {}) {
  const problem = { type: 'about:blank', title: STATUS_CODES[status] ?? `Status ${status}`, status, detail };
  sendJson(req, res, status, problem, 'application/problem+json', headers);
}

/**
 * The request's body as text, or null when it is over `maxBodyBytes`. An oversized body is still
 * read to its end and thrown away, so the client gets the 413 instead of a reset connection.
 */
function readBody(req) {
  return new Promise((resolveBody, reject) => {
    const chunks = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > maxBodyBytes;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolveBody(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: text };
  }
}

/** What POST /faults asked for, or a message saying what is wrong with it. */
export function parseFault(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'The body must be a JSON object.' };
  const count = body.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > 1000) return { error: '`count` must be a whole number from 1 to 1000.' };
  // Optional: only deliveries of this event type, with this webhook-id, or about the link with this
  // reference are failed (so tests that run at once do not take each other's faults).
  const only = {};
  for (const key of ['type', 'id', 'reference']) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'string' || body[key] === '' || body[key].length > 200) return { error: `\`${key}\` must be a non-empty string.` };
    only[key] = body[key];
  }
  if (body.timeout === true && body.status === undefined) return { fault: { timeout: true, ...only }, count };
  if (Number.isInteger(body.status) && body.status >= 400 && body.status <= 599 && body.timeout === undefined) {
    return { fault: { status: body.status, ...only }, count };
  }
  return { error: 'Give either `status` (a whole number from 400 to 599) or `"timeout": true`.' };
}

/** The event type and link reference a delivery's body names, read before it is verified (a fault may select by them). */
function aboutOf(text) {
  const { ok, value } = parseJson(text);
  const reference = value?.data?.link?.reference;
  return { type: ok && typeof value?.type === 'string' ? value.type : null, reference: typeof reference === 'string' ? reference : null };
}

/** Whether a verified event asks the stub to release a PSD2 link; the link's id when it does. */
export function linkToRelease(payload) {
  if (payload?.type !== releaseType) return null;
  const link = payload.data?.link;
  if (typeof link?.reference !== 'string' || !link.reference.startsWith(releasePrefix)) return null;
  return typeof link.id === 'string' || typeof link.id === 'number' ? String(link.id) : null;
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** `2026-11-27 08:22:23.301 UTC`: an ISO time a person reads at a glance. */
function readableTime(iso) {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace('Z', ' UTC'))}</time>`;
}

/** A short, public stand-in for the secret: the first 12 hex digits of its SHA-256. */
export function secretFingerprint(secret) {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

const pageStyle = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.45; }
  body { margin: 0 auto; max-width: 64rem; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  h3 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .75rem; margin: 0; }
  dl.facts dt { font-weight: 600; }
  dl.facts dd { margin: 0; overflow-wrap: anywhere; }
  ol { list-style: none; margin: 0; padding: 0; }
  li.event { border: 1px solid #8888; border-radius: .5rem; padding: .75rem; margin: 0 0 .75rem; }
  .head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin-bottom: .5rem; }
  .badge { border-radius: 1rem; padding: .1rem .6rem; font-size: .85rem; font-weight: 600; white-space: nowrap; }
  .valid { background: #d6f5dd; color: #0b5a1f; }
  .invalid { background: #fbdada; color: #8a1111; }
  pre { margin: .5rem 0 0; padding: .5rem; background: #8881; border-radius: .25rem; overflow-x: auto;
        white-space: pre-wrap; overflow-wrap: anywhere; font-size: .85rem; }
  code { overflow-wrap: anywhere; }
`;

/** A Content-Security-Policy for the page: its one inline style, nothing else, so a payload can never run. */
const pageCsp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(pageStyle).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function renderEvent({ event, reason }) {
  const badge = event.signatureValid
    ? '<span class="badge valid">✓ signature valid</span>'
    : '<span class="badge invalid">✗ signature invalid</span>';
  return `<li class="event"><article>
  <div class="head"><h3>${escapeHtml(event.type ?? '(no type)')}</h3>${badge}</div>
  <dl class="facts">
    <dt>id</dt><dd><code>${escapeHtml(event.id ?? '(no webhook-id)')}</code></dd>
    <dt>received</dt><dd>${readableTime(event.receivedAt)}</dd>
    ${reason ? `<dt>refused</dt><dd>${escapeHtml(reason)}</dd>` : ''}
  </dl>
  <pre>${escapeHtml(typeof event.payload === 'string' ? event.payload : JSON.stringify(event.payload, null, 2))}</pre>
</article></li>`;
}

function renderPage({ entries, faults, releases, settings, origin }) {
  const shown = entries.slice(-eventsOnPage).reverse();
  const count = entries.length;
  const pending = faults.queue
    .map((f) => `${f.count} × ${f.timeout ? 'timeout' : f.status}${f.type ? ` of ${f.type}` : ''}${f.id ? ` for ${f.id}` : ''}${f.reference ? ` about ${f.reference}` : ''}`)
    .join(', ');
  const releaseItems = releases
    .slice(-10)
    .reverse()
    .map((r) => `<li>link <code>${escapeHtml(r.linkId)}</code>: ${escapeHtml(r.outcome)} at ${readableTime(r.at)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${refreshSeconds}">
<title>Core stub: ${count} ${count === 1 ? 'delivery' : 'deliveries'}</title>
<style>${pageStyle}</style>
</head>
<body>
<header>
  <h1>Core stub</h1>
  <p>The bank's core system, played locally: what the API delivered to it. This page refreshes every ${refreshSeconds} seconds.</p>
  <dl class="facts">
    <dt>webhook</dt><dd><code>POST ${escapeHtml(origin)}/webhooks</code></dd>
    <dt>secret</dt><dd>SHA-256 <code>${secretFingerprint(settings.secret)}</code>${settings.secret === defaultWebhookSecret ? ' (the local default)' : ' (CORE_WEBHOOK_SECRET)'}</dd>
    <dt>API</dt><dd><code>${escapeHtml(settings.apiOrigin)}</code>: PSD2 links with a reference starting <code>${releasePrefix}</code> are released ${settings.releaseMs} ms after <code>${releaseType}</code></dd>
    <dt>faults</dt><dd>${pending ? `next: ${escapeHtml(pending)}` : 'none pending'}; ${faults.served} served (<code>POST ${escapeHtml(origin)}/faults {"status": 500, "count": 3}</code>)</dd>
    <dt>JSON</dt><dd><code>GET ${escapeHtml(origin)}/events</code>, <code>GET ${escapeHtml(origin)}/faults</code></dd>
    <dt>field data</dt><dd><a href="${escapeHtml(settings.apiOrigin)}/internal/vitals/report">Core Web Vitals report</a> of the API (asks for its <code>SUPPORT_TOKEN</code>; <code>pnpm vitals:seed</code> gives it something to draw)</dd>
  </dl>
</header>
<main>
  <h2>Deliveries: ${count}${count > shown.length ? `, the newest ${shown.length} shown` : ''}, newest first</h2>
  ${shown.length ? `<ol>${shown.map(renderEvent).join('\n')}</ol>` : '<p>None yet. A completed action in the site (a password reset, a registration) arrives here within seconds.</p>'}
  ${releaseItems ? `<h2>PSD2 releases</h2><ul>${releaseItems}</ul>` : ''}
</main>
</body>
</html>
`;
}

/**
 * The stub's server, not yet listening. `listen(port)` resolves to its origin; `close()` also
 * ends held (timeout-fault) requests and pending releases, so a test never waits for them.
 */
export function createCoreStub({
  secret = defaultWebhookSecret,
  apiOrigin = 'http://127.0.0.1:8787',
  internalLinkSecret = defaultInternalLinkSecret,
  releaseMs = 3000,
  timeoutMs = 15_000,
  log = (line) => console.log(line),
} = {}) {
  const webhook = new Webhook(secret);
  const settings = { secret, apiOrigin: apiOrigin.replace(/\/+$/, ''), releaseMs };
  /** Kept deliveries, oldest first; `reason` says why a signature failed (shown on the page only). */
  let entries = [];
  let faults = { queue: [], served: 0 };
  const releases = [];
  const timers = new Set();
  const held = new Set();
  let origin = '';

  function later(ms, fn) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  }

  function faultState() {
    return { remaining: faults.queue.reduce((sum, f) => sum + f.count, 0), served: faults.served, queue: faults.queue };
  }

  /** The first queued fault that applies to this delivery (its type, webhook-id and link reference), used once. */
  function takeFault({ type, reference }, id) {
    const applies = (f) => (f.type === undefined || f.type === type) && (f.id === undefined || f.id === id) && (f.reference === undefined || f.reference === reference);
    const index = faults.queue.findIndex(applies);
    const next = faults.queue[index];
    if (!next) return null;
    next.count -= 1;
    if (next.count === 0) faults.queue.splice(index, 1);
    faults.served += 1;
    return next.timeout ? { timeout: true } : { status: next.status };
  }

  function release(linkId) {
    later(releaseMs, async () => {
      const url = `${settings.apiOrigin}/internal/links/${encodeURIComponent(linkId)}/psd2`;
      let outcome;
      try {
        const response = await fetch(url, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${internalLinkSecret}` },
          body: JSON.stringify({ status: 'AUTHORIZED' }),
          signal: AbortSignal.timeout(releaseRequestTimeoutMs),
        });
        await response.body?.cancel();
        outcome = `${response.status}`;
      } catch (error) {
        outcome = `failed (${error.cause?.code ?? error.cause?.message ?? error.message})`;
      }
      releases.push({ linkId, outcome, at: new Date().toISOString() });
      if (releases.length > 100) releases.shift();
      log(`core-stub: PSD2 release of link ${linkId}: PUT ${url} -> ${outcome}`);
    });
  }

  async function receive(req, res) {
    const text = await readBody(req);
    if (text === null) return sendProblem(req, res, 413, `The body is larger than ${maxBodyBytes / 1024} KB.`);
    const id = typeof req.headers['webhook-id'] === 'string' ? req.headers['webhook-id'] : null;
    const fault = takeFault(aboutOf(text), id);
    if (fault?.timeout) {
      log(`core-stub: fault: holding delivery ${id} for ${timeoutMs} ms, then closing the connection`);
      held.add(req.socket);
      req.socket.once('close', () => held.delete(req.socket));
      return later(timeoutMs, () => req.socket.destroy());
    }
    if (fault) {
      log(`core-stub: fault: answered delivery ${id} with ${fault.status}`);
      return sendProblem(req, res, fault.status, 'A fault asked for with POST /faults.');
    }
    let reason = null;
    try {
      webhook.verify(text, req.headers, { jsonParse: false });
    } catch (error) {
      reason = error.message;
    }
    const { ok, value: payload } = parseJson(text);
    const type = ok && typeof payload?.type === 'string' ? payload.type : null;
    const event = { id, type, receivedAt: new Date().toISOString(), signatureValid: reason === null, payload };
    entries.push({ event, reason });
    if (entries.length > maxEvents) entries = entries.slice(-maxEvents);
    log(`core-stub: ${type ?? '(no type)'} ${id ?? '(no id)'}: signature ${reason === null ? 'valid' : `invalid (${reason})`}`);
    if (reason !== null) return sendProblem(req, res, 401, `The signature does not verify: ${reason}.`);
    if (type === null) return sendProblem(req, res, 400, 'The body must be a JSON event with a string `type`.');
    const linkId = linkToRelease(payload);
    if (linkId !== null) release(linkId);
    res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
  }

  async function addFaults(req, res) {
    const text = await readBody(req);
    if (text === null) return sendProblem(req, res, 413, `The body is larger than ${maxBodyBytes / 1024} KB.`);
    const { ok, value } = parseJson(text);
    const parsed = ok ? parseFault(value) : { error: 'The body must be JSON.' };
    if (parsed.error) return sendProblem(req, res, 400, parsed.error);
    faults.queue.push({ ...parsed.fault, count: parsed.count });
    const { type, id, reference } = parsed.fault;
    const only = [type && `type ${type}`, id && `id ${id}`, reference && `reference ${reference}`].filter(Boolean).join(', ');
    log(`core-stub: faults: ${parsed.count} × ${parsed.fault.timeout ? 'timeout' : parsed.fault.status}${only ? ` (only ${only})` : ''} queued`);
    sendJson(req, res, 200, faultState());
  }

  const page = (req, res) => {
    const html = renderPage({ entries, faults, releases, settings, origin });
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageCsp,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  const listEvents = (req, res) => sendJson(req, res, 200, entries.map((entry) => entry.event));
  const showFaults = (req, res) => sendJson(req, res, 200, faultState());

  const routes = {
    '/': { GET: page, HEAD: page },
    '/webhooks': { POST: receive },
    '/events': {
      GET: listEvents,
      HEAD: listEvents,
      DELETE: (req, res) => {
        entries = [];
        res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      },
    },
    '/faults': {
      GET: showFaults,
      HEAD: showFaults,
      POST: addFaults,
      DELETE: (req, res) => {
        faults = { queue: [], served: 0 };
        res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      },
    },
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    const route = routes[path];
    const handle = route?.[req.method ?? ''];
    const answer = route
      ? handle ?? ((_, r) => sendProblem(req, r, 405, `${path} answers ${Object.keys(route).join(', ')}.`, { Allow: Object.keys(route).join(', ') }))
      : (_, r) => sendProblem(req, r, 404, `There is nothing at ${path}.`);
    // An oversized or unread body must not stay in the socket: read and drop what a 404 or 405 left.
    Promise.resolve(answer(req, res))
      .then(() => req.resume())
      .catch((error) => {
        log(`core-stub: ${req.method} ${path} failed: ${error.message}`);
        if (!res.headersSent) res.writeHead(500).end();
      });
  });

  return {
    server,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          origin = `http://${host}:${address.port}`;
          resolveListen(origin);
        });
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      return new Promise((resolveClose) => server.close(() => resolveClose()));
    },
  };
}

function wholeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`core-stub: ${name} must be a whole number, not ${JSON.stringify(raw)}.`);
    process.exit(1);
  }
  return Number(raw);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = wholeNumber('CORE_STUB_PORT', 8789);
  const apiPort = wholeNumber('API_PORT', 8787);
  let stub;
  try {
    stub = createCoreStub({
      secret: process.env.CORE_WEBHOOK_SECRET || defaultWebhookSecret,
      apiOrigin: process.env.CORE_STUB_API_ORIGIN || `http://127.0.0.1:${apiPort}`,
      internalLinkSecret: process.env.INTERNAL_LINK_SECRET || defaultInternalLinkSecret,
      releaseMs: wholeNumber('CORE_STUB_RELEASE_MS', 3000),
      timeoutMs: wholeNumber('CORE_STUB_TIMEOUT_MS', 15_000),
    });
  } catch (error) {
    console.error(`core-stub: CORE_WEBHOOK_SECRET is not a usable Standard Webhooks secret (whsec_ and base64): ${error.message}`);
    process.exit(1);
  }
  stub.listen(port).then(
    (origin) => console.log(`ready ${origin}/ (webhooks: POST ${origin}/webhooks, events: GET ${origin}/events)`),
    (error) => {
      console.error(`core-stub: cannot listen on 127.0.0.1:${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
