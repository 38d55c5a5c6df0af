// Unit tests of the local core stub (node:test; `pnpm test` runs them through turbo's root task
// `test:scripts`). Every test talks real HTTP to a stub on a free port; deliveries are signed with
// the `standardwebhooks` package itself, as the API's consumer signs them.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { createCoreStub, defaultInternalLinkSecret, defaultWebhookSecret, maxBodyBytes, secretFingerprint } from './core-stub.mjs';

const signer = new Webhook(defaultWebhookSecret);
const stubs = [];
after(() => Promise.all(stubs.map((stub) => stub.close())));

async function startStub(options = {}) {
  const lines = [];
  const stub = createCoreStub({ log: (line) => lines.push(line), ...options });
  stubs.push(stub);
  return { origin: await stub.listen(0), lines };
}

let sequence = 0;
function event(type, data) {
  return { type, timestamp: new Date().toISOString(), data };
}

/** POSTs `payload` to /webhooks signed as the API signs it; `sign` overrides any part. */
function deliver(origin, payload, { id = `msg_test_${++sequence}`, at = new Date(), signer: by = signer, signedBody, headers } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = by.sign(id, at, signedBody ?? body);
  return fetch(`${origin}/webhooks`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
      ...headers,
    },
    body,
  });
}

async function events(origin) {
  const response = await fetch(`${origin}/events`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  return response.json();
}

async function assertProblem(response, status) {
  assert.equal(response.status, status);
  assert.equal(response.headers.get('content-type'), 'application/problem+json');
  const problem = await response.json();
  assert.equal(problem.status, status);
  assert.equal(typeof problem.title, 'string');
  return problem;
}

async function waitFor(condition, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A stand-in for the API's internal endpoint: records every request and answers 204. */
async function fakeApi() {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() });
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stubs.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return { origin: `http://127.0.0.1:${server.address().port}`, port: server.address().port, requests };
}

describe('core stub: deliveries', () => {
  it('keeps a signed delivery, verified, in the exact shape, duplicates too', async () => {
    const { origin } = await startStub();
    const payload = event('password_reset.completed', { link: { id: 'l-1', reference: 'ref-1' }, passwordHash: '$pbkdf2-sha256$i=600000$abc$def' });
    const before = Date.now();
    const first = await deliver(origin, payload, { id: 'msg_reset_1' });
    assert.equal(first.status, 204);
    assert.equal(await first.text(), '');
    const again = await deliver(origin, payload, { id: 'msg_reset_1' });
    assert.equal(again.status, 204);

    const kept = await events(origin);
    assert.equal(kept.length, 2);
    for (const element of kept) {
      assert.deepEqual(Object.keys(element).sort(), ['id', 'payload', 'receivedAt', 'signatureValid', 'type']);
      assert.deepEqual(element, { id: 'msg_reset_1', type: 'password_reset.completed', receivedAt: element.receivedAt, signatureValid: true, payload });
      assert.equal(new Date(element.receivedAt).toISOString(), element.receivedAt);
      assert.ok(Date.parse(element.receivedAt) >= before - 1 && Date.parse(element.receivedAt) <= Date.now());
    }
  });

  it('lists oldest first, and DELETE /events empties the list', async () => {
    const { origin } = await startStub();
    for (const type of ['signup.confirmed', 'signup.unsubscribed', 'email.verified']) {
      assert.equal((await deliver(origin, event(type, {}))).status, 204);
    }
    assert.deepEqual((await events(origin)).map((e) => e.type), ['signup.confirmed', 'signup.unsubscribed', 'email.verified']);
    const cleared = await fetch(`${origin}/events`, { method: 'DELETE' });
    assert.equal(cleared.status, 204);
    assert.deepEqual(await events(origin), []);
  });

  it('refuses a bad signature with 401 and keeps the delivery as invalid', async () => {
    const { origin } = await startStub();
    const otherSecret = new Webhook(`whsec_${Buffer.from('some other secret').toString('base64')}`);
    const payload = event('device.unbound', { link: { id: 'l-2', reference: 'ref-2' } });
    await assertProblem(await deliver(origin, payload, { id: 'msg_wrong_secret', signer: otherSecret }), 401);
    await assertProblem(await deliver(origin, payload, { id: 'msg_tampered', signedBody: JSON.stringify({ ...payload, type: 'x' }) }), 401);
    const unsigned = await fetch(`${origin}/webhooks`, { method: 'POST', body: JSON.stringify(payload) });
    assert.match((await assertProblem(unsigned, 401)).detail, /Missing required headers/);

    const kept = await events(origin);
    assert.deepEqual(
      kept.map(({ id, type, signatureValid, payload: p }) => ({ id, type, signatureValid, p })),
      [
        { id: 'msg_wrong_secret', type: 'device.unbound', signatureValid: false, p: payload },
        { id: 'msg_tampered', type: 'device.unbound', signatureValid: false, p: payload },
        { id: null, type: 'device.unbound', signatureValid: false, p: payload },
      ],
    );
  });

  it('refuses a replayed delivery whose timestamp is older than the tolerance', async () => {
    const { origin } = await startStub();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const replayed = await deliver(origin, event('referral.redeemed', {}), { id: 'msg_replayed', at: sixMinutesAgo });
    assert.match((await assertProblem(replayed, 401)).detail, /too old/);
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000);
    assert.equal((await deliver(origin, event('referral.redeemed', {}), { id: 'msg_recent', at: fourMinutesAgo })).status, 204);
    assert.deepEqual(
      (await events(origin)).map((e) => [e.id, e.signatureValid]),
      [
        ['msg_replayed', false],
        ['msg_recent', true],
      ],
    );
  });

  it('answers 400 to a verified body that is no event, and keeps it as sent', async () => {
    const { origin } = await startStub();
    await assertProblem(await deliver(origin, 'not json', { id: 'msg_text' }), 400);
    await assertProblem(await deliver(origin, { data: {} }, { id: 'msg_untyped' }), 400);
    assert.deepEqual(
      (await events(origin)).map(({ id, type, signatureValid, payload }) => ({ id, type, signatureValid, payload })),
      [
        { id: 'msg_text', type: null, signatureValid: true, payload: 'not json' },
        { id: 'msg_untyped', type: null, signatureValid: true, payload: { data: {} } },
      ],
    );
  });
});

describe('core stub: faults', () => {
  it('answers the next three deliveries with 500, then accepts and keeps one', async () => {
    const { origin } = await startStub();
    const set = await fetch(`${origin}/faults`, { method: 'POST', body: JSON.stringify({ status: 500, count: 3 }) });
    assert.equal(set.status, 200);
    assert.deepEqual(await set.json(), { remaining: 3, served: 0, queue: [{ status: 500, count: 3 }] });

    const payload = event('reimbursement.requested', { link: { id: 'l-3', reference: 'ref-3' } });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await assertProblem(await deliver(origin, payload, { id: 'msg_retried' }), 500);
      assert.deepEqual(await (await fetch(`${origin}/faults`)).json(), {
        remaining: 3 - attempt,
        served: attempt,
        queue: attempt < 3 ? [{ status: 500, count: 3 - attempt }] : [],
      });
    }
    assert.deepEqual(await events(origin), [], 'a faulted delivery did not arrive');
    assert.equal((await deliver(origin, payload, { id: 'msg_retried' })).status, 204);
    assert.deepEqual((await events(origin)).map((e) => e.id), ['msg_retried']);
  });

  it('queues faults in order, any status from 400 to 599, and DELETE clears them', async () => {
    const { origin } = await startStub();
    for (const body of [{ status: 429 }, { status: 503, count: 2 }]) {
      assert.equal((await fetch(`${origin}/faults`, { method: 'POST', body: JSON.stringify(body) })).status, 200);
    }
    await assertProblem(await deliver(origin, event('signup.confirmed', {})), 429);
    await assertProblem(await deliver(origin, event('signup.confirmed', {})), 503);
    assert.equal((await fetch(`${origin}/faults`, { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await fetch(`${origin}/faults`)).json(), { remaining: 0, served: 0, queue: [] });
    assert.equal((await deliver(origin, event('signup.confirmed', {}))).status, 204);
  });

  it('fails only the deliveries of the type or webhook-id a fault names, leaving the others alone', async () => {
    const { origin } = await startStub();
    for (const body of [{ status: 500, count: 2, type: 'device.unbound' }, { status: 503, id: 'msg_only' }, { status: 502, reference: 'ref-9' }]) {
      assert.equal((await fetch(`${origin}/faults`, { method: 'POST', body: JSON.stringify(body) })).status, 200);
    }
    assert.equal((await deliver(origin, event('signup.confirmed', {}), { id: 'msg_other' })).status, 204);
    await assertProblem(await deliver(origin, event('password_reset.completed', { link: { id: 'l-9', reference: 'ref-9' } })), 502);
    await assertProblem(await deliver(origin, event('device.unbound', {}), { id: 'msg_a' }), 500);
    await assertProblem(await deliver(origin, event('signup.confirmed', {}), { id: 'msg_only' }), 503);
    await assertProblem(await deliver(origin, event('device.unbound', {}), { id: 'msg_a' }), 500);
    assert.equal((await deliver(origin, event('device.unbound', {}), { id: 'msg_a' })).status, 204);
    assert.deepEqual((await events(origin)).map((e) => e.id), ['msg_other', 'msg_a']);
    assert.deepEqual(await (await fetch(`${origin}/faults`)).json(), { remaining: 0, served: 4, queue: [] });
  });

  it('refuses a fault it cannot play with 400', async () => {
    const { origin } = await startStub();
    for (const body of ['{', '[]', '{}', '{"status":399}', '{"status":600}', '{"status":"500"}', '{"status":500,"count":0}', '{"status":500,"count":1.5}', '{"status":500,"timeout":true}', '{"timeout":false}', '{"status":500,"type":""}', '{"status":500,"id":3}']) {
      await assertProblem(await fetch(`${origin}/faults`, { method: 'POST', body }), 400);
    }
    assert.deepEqual(await (await fetch(`${origin}/faults`)).json(), { remaining: 0, served: 0, queue: [] });
  });

  it('holds a delivery without an answer for the timeout, then closes the connection', async () => {
    const timeoutMs = 400;
    const { origin } = await startStub({ timeoutMs });
    const set = await fetch(`${origin}/faults`, { method: 'POST', body: JSON.stringify({ timeout: true, count: 1 }) });
    assert.deepEqual(await set.json(), { remaining: 1, served: 0, queue: [{ timeout: true, count: 1 }] });

    const started = Date.now();
    await assert.rejects(deliver(origin, event('email.verified', {}), { id: 'msg_held' }), (error) => {
      assert.equal(error.name, 'TypeError'); // fetch failed: the socket closed without an answer
      return true;
    });
    const held = Date.now() - started;
    // Well under the default 15 s: the stub held it for the timeout it was given.
    assert.ok(held >= timeoutMs - 20 && held < 5000, `held ${held} ms`);
    assert.deepEqual(await events(origin), []);
    assert.equal((await deliver(origin, event('email.verified', {}), { id: 'msg_held' })).status, 204);
    assert.deepEqual((await events(origin)).map((e) => e.id), ['msg_held']);
  });
});

describe('core stub: page', () => {
  it('shows the deliveries escaped, newest first, with the secret fingerprint and the API', async () => {
    const { origin } = await startStub({ apiOrigin: 'http://127.0.0.1:9999' });
    await deliver(origin, event('partner_registration.completed', { note: 'first' }), { id: 'msg_first' });
    const hostile = event('registration.created', { code: '</pre><script>alert(1)</script>', quote: `"'&` });
    await deliver(origin, hostile, { id: 'msg_<img src=x onerror=alert(1)>' });

    const response = await fetch(`${origin}/`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const html = await response.text();
    assert.doesNotMatch(html, /<script|<img/i);
    assert.match(html, /&lt;\/pre&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /msg_&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.match(html, /&quot;&#39;&amp;/);
    assert.match(html, /<meta http-equiv="refresh" content="\d+">/);
    assert.ok(html.includes(secretFingerprint(defaultWebhookSecret)), 'names the secret by its fingerprint');
    assert.ok(!html.includes(defaultWebhookSecret), 'never shows the secret');
    assert.ok(html.includes('http://127.0.0.1:9999'), 'names the API');
    assert.ok(html.includes('<a href="http://127.0.0.1:9999/internal/vitals/report">'), "links the API's field-data report");
    assert.ok(html.indexOf('registration.created') < html.indexOf('partner_registration.completed'), 'newest first');
    assert.match(html, /signature valid/);
  });
});

describe('core stub: PSD2 release', () => {
  it('releases an auto-release link through the API after the delay, and nothing else', async () => {
    const api = await fakeApi();
    const releaseMs = 300;
    const { origin, lines } = await startStub({ apiOrigin: api.origin, releaseMs, internalLinkSecret: 'test-internal-secret' });
    const opened = (id, reference) => event('psd2_authorization.opened', { link: { id, reference } });
    // Not released: another reference, another type, a bad signature.
    await deliver(origin, opened('psd2-manual', 'manual-release-1'));
    await deliver(origin, event('device.unbound', { link: { id: 'psd2-other', reference: 'auto-release-x' } }));
    await deliver(origin, opened('psd2-forged', 'auto-release-forged'), { signer: new Webhook(`whsec_${Buffer.from('forger').toString('base64')}`) });

    const sent = Date.now();
    assert.equal((await deliver(origin, opened('psd2 link/1', 'auto-release-demo'))).status, 204);
    assert.equal(api.requests.length, 0, 'not before the delay');
    await waitFor(() => api.requests.length > 0, 'the release');
    const [put] = api.requests;
    assert.ok(put.at - sent >= releaseMs - 20, `released after ${put.at - sent} ms`);
    assert.equal(put.method, 'PUT');
    assert.equal(put.url, '/internal/links/psd2%20link%2F1/psd2');
    assert.equal(put.headers.authorization, 'Bearer test-internal-secret');
    assert.match(put.headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(JSON.parse(put.body), { status: 'AUTHORIZED' });
    await waitFor(() => lines.some((line) => line.includes('-> 204')), 'the logged answer');

    await new Promise((resolve) => setTimeout(resolve, releaseMs * 2));
    assert.equal(api.requests.length, 1, 'only the auto-release link is released');
  });
});

describe('core stub: HTTP edges', () => {
  it('answers 413 to a body over 64 KB, and keeps a body of exactly 64 KB', async () => {
    const { origin } = await startStub();
    const padded = (size) => {
      const base = JSON.stringify(event('signup.confirmed', { pad: '' }));
      return base.replace('"pad":""', `"pad":"${'x'.repeat(size - base.length)}"`);
    };
    assert.equal((await deliver(origin, padded(maxBodyBytes), { id: 'msg_64k' })).status, 204);
    await assertProblem(await deliver(origin, padded(maxBodyBytes + 1), { id: 'msg_too_large' }), 413);

    // The same without a Content-Length (chunked), as a stream would send it.
    const chunked = await new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}/webhooks`, { method: 'POST' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      req.on('error', reject);
      for (let i = 0; i < 5; i += 1) req.write('x'.repeat(16 * 1024));
      req.end();
    });
    assert.equal(chunked.statusCode, 413);
    assert.equal(chunked.headers['content-type'], 'application/problem+json');
    assert.deepEqual((await events(origin)).map((e) => e.id), ['msg_64k']);
  });

  it('answers 404 to an unknown path and 405 with Allow to another method', async () => {
    const { origin } = await startStub();
    await assertProblem(await fetch(`${origin}/webhook`, { method: 'POST', body: '{}' }), 404);
    await assertProblem(await fetch(`${origin}/events/1`), 404);
    for (const [method, path, allow] of [
      ['GET', '/webhooks', 'POST'],
      ['PUT', '/events', 'GET, HEAD, DELETE'],
      ['PATCH', '/faults', 'GET, HEAD, POST, DELETE'],
      ['POST', '/', 'GET, HEAD'],
    ]) {
      const response = await fetch(`${origin}${path}`, { method, ...(method === 'GET' ? {} : { body: '{}' }) });
      await assertProblem(response, 405);
      assert.equal(response.headers.get('allow'), allow, `${method} ${path}`);
    }
  });
});

describe('core stub: command', () => {
  it('reads its ports from the environment, says ready, and releases through API_PORT', async () => {
    const api = await fakeApi();
    const free = createServer().listen(0, '127.0.0.1');
    await once(free, 'listening');
    const port = free.address().port;
    await new Promise((resolve) => free.close(resolve));

    const child = spawn(process.execPath, [fileURLToPath(new URL('./core-stub.mjs', import.meta.url))], {
      env: { ...process.env, CORE_STUB_PORT: String(port), API_PORT: String(api.port), CORE_STUB_RELEASE_MS: '50', CORE_STUB_API_ORIGIN: '', INTERNAL_LINK_SECRET: '', CORE_WEBHOOK_SECRET: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stubs.push({ close: async () => child.exitCode === null && (child.kill(), await once(child, 'exit')) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await waitFor(() => /^ready /m.test(output), 'the ready line', 20_000);
    const origin = `http://127.0.0.1:${port}`;
    assert.ok(output.startsWith(`ready ${origin}/`), output);

    assert.equal((await deliver(origin, event('psd2_authorization.opened', { link: { id: 'fixture', reference: 'auto-release-fixture' } }))).status, 204);
    await waitFor(() => api.requests.length > 0, 'the release');
    assert.equal(api.requests[0].url, '/internal/links/fixture/psd2');
    assert.equal(api.requests[0].headers.authorization, `Bearer ${defaultInternalLinkSecret}`);
  });
});
