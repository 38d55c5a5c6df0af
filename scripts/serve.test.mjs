// Unit tests of the static server (node:test; `pnpm test` runs them through turbo's root task
// `test:scripts`). Requests are written by hand on a socket, so the request target reaches the
// server exactly as typed: an HTTP client would normalise `/.//en-EU` or `/%2e/` first.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formatHeaders } from '../packages/security/src/headers.js';
import { createServer } from 'node:http';
import { maxBodyBytes } from '../packages/api/src/contract/requestRules.mjs';
import { createSiteServer, isApiPath, isCanonicalPath, spaHandler, staticSiteHandler } from './serve.mjs';
import { devProxyRestartText } from '../packages/api/src/devProxy.mjs';

const csp = "default-src 'self'";
// A few of the site's security headers: the server must pass on whatever `_headers` sets.
const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
/** The `_headers` the security package writes: one `/*` rule with the security headers. */
const headersFile = formatHeaders([
  { pattern: '/*', headers: [['Content-Security-Policy', csp], ...Object.entries(securityHeaders)], detach: [] },
  { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']], detach: [] },
]);

function site(files) {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  for (const [name, content] of Object.entries({ _headers: headersFile, ...files })) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

async function start(dir, handler, options) {
  const server = createSiteServer(dir, handler, options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Sends `method target` as written and parses the answer (status, lower-cased headers, body). */
function raw(server, method, target, extraHeaders = '') {
  return new Promise((resolve, reject) => {
    const socket = connect(server.address().port, '127.0.0.1');
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`);
  });
}

function assertSecured(response, what) {
  assert.match(response.headers['content-type'] ?? '', /^text\/(plain|html); charset=utf-8$/, `${what}: Content-Type`);
  assert.equal(response.headers['content-security-policy'], csp, `${what}: CSP`);
  for (const [name, value] of Object.entries(securityHeaders)) {
    assert.equal(response.headers[name.toLowerCase()], value, `${what}: ${name}`);
  }
}

/** A Location must stay on this server: one leading slash, never `//host` or `/\host`. */
function assertSameOrigin(response, target) {
  const location = response.headers.location;
  if (location === undefined) return;
  assert.match(location, /^\/(?![/\\])/, `${target} -> ${location}`);
  assert.equal(new URL(location, 'http://localhost:1').host, 'localhost:1', `${target} -> ${location}`);
}

const bigTarget = `/en-EU/?q=${'a'.repeat(17 * 1024)}`;

describe('isCanonicalPath', () => {
  it('accepts the paths the site links to', () => {
    for (const path of ['/', '/en-EU/', '/en-EU/jobs/x/', '/media/a.png', '/de-DE/magazin/%C3%BCber/']) {
      assert.equal(isCanonicalPath(path), true, path);
    }
  });
  it('refuses empty, dot and encoded-slash segments', () => {
    for (const path of ['//en-EU', '/a//b/', '/.%2f/en-EU/', '/%2e%2e/x', '/en-EU%2Fjobs/', '/a%5Cb', '/%E0%A4%A']) {
      assert.equal(isCanonicalPath(path), false, path);
    }
  });
});

describe('static site server', () => {
  let server;
  before(async () => {
    const dir = site({
      'index.html': '<p>root</p>',
      '404.html': '<p>root 404</p>',
      'en-EU/index.html': '<p>en home</p>',
      'en-EU/404.html': '<p>en 404</p>',
      'de-DE/index.html': '<p>de home</p>',
      'media/a.png': 'png',
    });
    server = await start(dir, staticSiteHandler);
  });
  after(() => server.close());

  it('serves pages and files at their canonical paths, with the security headers', async () => {
    const home = await raw(server, 'GET', '/en-EU/');
    assert.equal(home.status, 200);
    assert.equal(home.body, '<p>en home</p>');
    assertSecured(home, 'GET /en-EU/');
    assert.equal((await raw(server, 'GET', '/media/a.png')).status, 200);
    const slashless = await raw(server, 'GET', '/en-EU?x=1');
    assert.equal(slashless.status, 308);
    assert.equal(slashless.headers.location, '/en-EU/?x=1');
  });

  it('never redirects to another host (no protocol-relative Location)', async () => {
    const expected = { '/.//en-EU': '/en-EU/', '/a/..//media': '/media/', '/%2e//de-DE': '/de-DE/', '//en-EU': '/en-EU/' };
    for (const [target, location] of Object.entries(expected)) {
      const response = await raw(server, 'GET', target);
      assert.equal(response.status, 308, target);
      assert.equal(response.headers.location, location, target);
      assertSecured(response, target);
    }
    for (const target of ['/\\en-EU', '/.//\\evil.example', '//evil.example/', '/%2F%2Fevil.example', '/.%2f%2fen-EU', '/./\\/en-EU', '/..//en-EU?next=//evil']) {
      assertSameOrigin(await raw(server, 'GET', target), target);
    }
  });

  it('serves no page at a non-canonical path', async () => {
    for (const target of ['/.%2f/en-EU/', '/en-EU%2f', '/.%2F/media/a.png', '/en-EU//', '/%2e%2e/en-EU/', '/./en-EU/', '/en-EU/x/../']) {
      const response = await raw(server, 'GET', target);
      assert.notEqual(response.status, 200, target);
      if (response.status === 308) assert.match(response.headers.location, /^\/(en-EU\/|media\/a\.png)$/, target);
      else assert.equal(response.status, 404, target);
    }
  });

  it('answers unknown paths with the nearest 404 page and the security headers', async () => {
    const response = await raw(server, 'GET', '/en-EU/nope/');
    assert.equal(response.status, 404);
    assert.equal(response.body, '<p>en 404</p>');
    assertSecured(response, 'GET /en-EU/nope/');
  });

  it('answers a bad request with 400, a Content-Type and the security headers', async () => {
    const response = await raw(server, 'GET', '/%E0%A4%A');
    assert.equal(response.status, 400);
    assertSecured(response, 'GET /%E0%A4%A');
  });

  it('refuses every method but GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await raw(server, method, '/en-EU/', 'Content-Length: 0\r\n');
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD', method);
      assert.doesNotMatch(response.body, /en home/, method);
      assertSecured(response, `${method} /en-EU/`);
    }
    const head = await raw(server, 'HEAD', '/en-EU/');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-type'], 'text/html; charset=utf-8');
  });

  it('answers a URL over 16 KB with 431, a short body and the security headers', async () => {
    const response = await raw(server, 'GET', bigTarget);
    assert.equal(response.status, 431);
    assert.ok(response.body.length > 0 && response.body.length < 200, response.body);
    assertSecured(response, 'GET <17 KB>');
  });
});

describe('registration app server', () => {
  let server;
  before(async () => {
    const dir = site({
      'index.html': '<p>app</p>',
      'deDE/index.html': '<p>app de</p>',
      'assets/app.js': 'app()',
    });
    server = await start(dir, spaHandler);
  });
  after(() => server.close());

  it('answers every page path with the app and missing assets with a secured 404', async () => {
    const page = await raw(server, 'GET', '/deDE/error?code=a');
    assert.equal(page.status, 200);
    assert.equal(page.body, '<p>app de</p>');
    assertSecured(page, 'GET /deDE/error');
    const missing = await raw(server, 'GET', '/assets/missing.js');
    assert.equal(missing.status, 404);
    assertSecured(missing, 'GET /assets/missing.js');
    assert.doesNotMatch(missing.headers['cache-control'] ?? '', /immutable/, 'a missing asset is not cached for a year');
  });

  it('never answers with a Location to another host', async () => {
    for (const target of ['//evil.example/', '/.//evil.example', '/%2F%2Fevil.example/error', '/\\evil.example']) {
      const response = await raw(server, 'GET', target);
      assert.equal(response.headers.location, undefined, target);
    }
  });

  it('answers 400, 405 and 431 with a Content-Type and the security headers', async () => {
    const bad = await raw(server, 'GET', '/%E0%A4%A');
    assert.equal(bad.status, 400);
    assertSecured(bad, 'GET /%E0%A4%A');
    const post = await raw(server, 'POST', '/enEU/', 'Content-Length: 0\r\n');
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
    assertSecured(post, 'POST /enEU/');
    const long = await raw(server, 'GET', bigTarget);
    assert.equal(long.status, 431);
    assertSecured(long, 'GET <17 KB>');
  });
});

describe('site root', () => {
  let server;
  before(async () => {
    server = await start(site({ 'index.html': '<p>root</p>', 'en-EU/index.html': '<p>en</p>' }), staticSiteHandler);
  });
  after(() => server.close());

  it('answers / with a 302 to the visitor\'s locale, query kept, secured and not cached', async () => {
    const german = await raw(server, 'GET', '/?utm_source=x', 'Accept-Language: de-DE,de;q=0.9\r\n');
    assert.equal(german.status, 302);
    assert.equal(german.headers.location, '/de-DE/?utm_source=x');
    assert.equal(german.headers.vary, 'Accept-Language');
    assert.equal(german.headers['cache-control'], 'no-cache');
    assertSecured(german, 'GET / (de)');
    const other = await raw(server, 'HEAD', '/');
    assert.equal(other.status, 302);
    assert.equal(other.headers.location, '/en-EU/');
    assert.equal(other.body, '');
  });

  it('still serves the fallback page at /index.html and the locale homes', async () => {
    assert.equal((await raw(server, 'GET', '/index.html')).body, '<p>root</p>');
    assert.equal((await raw(server, 'GET', '/en-EU/')).status, 200);
  });
});

describe('/api proxy', () => {
  let api;
  let seen;
  let webServer;
  let registrationServer;
  before(async () => {
    seen = [];
    api = createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString(), socket: req.socket });
        // wrangler dev's proxy answer when its pooled hop to the Worker closed under the request
        // (once per `restart-once` path), and its Worker's own 503 (`busy`).
        if (req.url.includes('restart-once') && seen.filter((r) => r.url === req.url).length === 1) {
          res.writeHead(503, { 'Content-Type': 'text/plain;charset=UTF-8', 'Retry-After': '0' });
          return void res.end(`${devProxyRestartText} Please try sending the request again. Only GET or HEAD requests are retried automatically.`);
        }
        if (req.url.includes('busy')) {
          res.writeHead(503, { 'Content-Type': 'text/plain' });
          return void res.end('busy');
        }
        res.writeHead(req.url.includes('missing') ? 404 : 201, { 'Content-Type': 'application/json', 'X-From-Api': '1' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${api.address().port}`;
    webServer = await start(site({ 'index.html': '<p>root</p>', '404.html': '<p>404</p>' }), staticSiteHandler, { apiOrigin });
    registrationServer = await start(site({ 'index.html': '<p>app</p>' }), spaHandler, { apiOrigin });
  });
  after(() => {
    webServer.close();
    registrationServer.close();
    api.close();
  });

  it('knows the API\'s paths, and only those', () => {
    for (const target of ['/api', '/api/', '/api/v1/signups/newsletter', '/api?x', '/api/consent-records']) assert.equal(isApiPath(target), true, target);
    for (const target of ['/apis', '/en-EU/api/', '/ap', '//api/x', '/']) assert.equal(isApiPath(target), false, target);
  });

  it('passes any method with its body, path and query to the API on both origins, and its answer back', async () => {
    for (const server of [webServer, registrationServer]) {
      seen.length = 0;
      const body = '{"email":"a@b.example"}';
      const response = await fetch(`http://127.0.0.1:${server.address().port}/api/v1/signups/newsletter?x=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de' },
        body,
      });
      assert.equal(response.status, 201);
      assert.equal(response.headers.get('x-from-api'), '1');
      assert.deepEqual(await response.json(), { ok: true });
      const request = seen.at(-1);
      assert.equal(request.method, 'POST');
      assert.equal(request.url, '/api/v1/signups/newsletter?x=1');
      assert.equal(request.body, body);
      assert.equal(request.headers['content-type'], 'application/json');
      assert.equal(request.headers['accept-language'], 'de');
      assert.equal(request.headers['x-forwarded-for'], '127.0.0.1');
    }
  });

  it('sends each request on a connection of its own, never on an idle one the API may be closing', async () => {
    seen.length = 0;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`http://127.0.0.1:${webServer.address().port}/api/v1/device-unbinds`, { method: 'POST', body: '{}' });
      assert.equal(response.status, 201);
    }
    assert.equal(seen.length, 2);
    assert.notEqual(seen[0].socket, seen[1].socket);
    for (const request of seen) assert.equal(request.headers.connection, 'close');
  });

  it('passes the path exactly as sent and the Host of the site it came to', async () => {
    seen.length = 0;
    for (const target of ['/api/v1/a%2Eb/%2e%2e%2e?x=../y', '/api/v1/signups/newsletter?token=a/../b']) {
      const response = await raw(webServer, 'GET', target);
      assert.equal(response.status, 201, target);
      assert.equal(seen.at(-1).url, target);
      assert.equal(seen.at(-1).headers.host, 'localhost');
    }
  });

  it('refuses every dot-segment path below /api with a 404 problem, before the API sees it', async () => {
    seen.length = 0;
    const variants = ['/api/../internal/links', '/api/%2e%2e/internal/links', '/api/%2E%2E/internal/links', '/api/.%2e/internal/links', '/api/%2e./internal/links', '/api/./v1/x', '/api/%2e/v1/x', '/api/v1/..%2finternal'];
    for (const server of [webServer, registrationServer]) {
      for (const target of variants) {
        for (const method of ['POST', 'GET']) {
          const response = await raw(server, method, target, method === 'POST' ? 'Content-Type: application/json\r\nContent-Length: 2\r\n' : '');
          assert.equal(response.status, 404, `${method} ${target}`);
          assert.equal(response.headers['content-type'], 'application/problem+json');
          assert.equal(JSON.parse(response.body).code, 'NOT_FOUND');
        }
      }
    }
    assert.deepEqual(seen, []);
  });

  it("refuses a body over the API's limit with 413 while reading it, with or without a length, and answers the next request", async () => {
    seen.length = 0;
    const origin = `http://127.0.0.1:${webServer.address().port}`;
    const big = Buffer.alloc(1024 * 1024, 'a');
    const chunked = () =>
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 64 * 1024) controller.enqueue(big.subarray(i, i + 64 * 1024));
          controller.close();
        },
      });
    for (let round = 0; round < 3; round++) {
      const streamed = await fetch(`${origin}/api/v1/signups/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunked(), duplex: 'half' });
      assert.equal(streamed.status, 413);
      assert.equal((await streamed.json()).code, 'PAYLOAD_TOO_LARGE');
      const sized = await fetch(`${origin}/api/v1/signups/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
      assert.equal(sized.status, 413);
      assert.equal((await sized.json()).code, 'PAYLOAD_TOO_LARGE');
      const next = await fetch(`${origin}/api/v1/signups/newsletter`, { method: 'POST', body: '{}' });
      assert.equal(next.status, 201);
    }
    // Only the three small ones reached the API; one at the limit goes on, with its length.
    assert.equal(seen.length, 3);
    const atLimit = 'a'.repeat(maxBodyBytes);
    const response = await fetch(`${origin}/api/v1/signups/newsletter`, { method: 'POST', body: atLimit });
    assert.equal(response.status, 201);
    assert.equal(seen.at(-1).body, atLimit);
    assert.equal(seen.at(-1).headers['content-length'], String(maxBodyBytes));
    assert.equal(seen.at(-1).headers['transfer-encoding'], undefined);
  });

  it("sends a request again, once, when wrangler dev's proxy says its hop to the Worker closed under it, and no other 503", async () => {
    seen.length = 0;
    const body = '{"hash":"abc"}';
    const again = await fetch(`http://127.0.0.1:${webServer.address().port}/api/v1/restart-once`, { method: 'POST', body });
    assert.equal(again.status, 201);
    assert.deepEqual(
      seen.map((r) => [r.method, r.url, r.body]),
      [
        ['POST', '/api/v1/restart-once', body],
        ['POST', '/api/v1/restart-once', body],
      ],
    );
    seen.length = 0;
    const busy = await fetch(`http://127.0.0.1:${webServer.address().port}/api/v1/busy`, { method: 'POST', body });
    assert.equal(busy.status, 503);
    assert.equal(await busy.text(), 'busy');
    assert.equal(seen.length, 1);
  });

  it('passes the API\'s own error statuses through, and never serves a page for /api', async () => {
    const response = await raw(webServer, 'GET', '/api/missing');
    assert.equal(response.status, 404);
    assert.equal(response.headers['x-from-api'], '1');
    assert.match(response.body, /\{"ok":true\}/);
  });
});

describe('/api proxy without a running API', () => {
  let server;
  before(async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((resolve) => closed.close(resolve));
    server = await start(site({ 'index.html': '<p>root</p>' }), staticSiteHandler, { apiOrigin });
  });
  after(() => server.close());

  it('answers 502 with a JSON problem, never the static 405 or a page', async () => {
    const response = await raw(server, 'POST', '/api/v1/registrations', 'Content-Length: 0\r\n');
    assert.equal(response.status, 502);
    assert.equal(response.headers['content-type'], 'application/problem+json');
    assert.equal(JSON.parse(response.body).code, 'SERVER_ERROR');
  });
});
