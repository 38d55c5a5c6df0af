#!/usr/bin/env node
// Serves the built apps the way the CDN does: the marketing site's static export
// (apps/web/out) and the registration SPA (apps/registration/dist), each on its own port.
//   WEB_PORT (3000)           apps/web/out: folder -> index.html, '/x' -> '/x/' when x is a
//                             folder, unknown paths -> the nearest 404.html with status 404.
//   REGISTRATION_PORT (3001)  apps/registration/dist: files as they are, every other path
//                             -> the nearest index.html (/deDE/x -> deDE/index.html, else the
//                             root one; client-side routing decides).
// Like Cloudflare Pages, both apply the served directory's `_headers` file (security headers,
// CSP, cache rules) to every answer, errors included, and never serve that file itself; like a
// CDN, both compress text with brotli or gzip by Accept-Encoding (a precompressed `file.br` /
// `file.gz` beside the file is used when present, otherwise the file is compressed once and
// kept in memory).
// Only GET and HEAD are served; any other method gets 405 with `Allow: GET, HEAD`. A page asked
// for by a non-canonical path (`//en-EU`, `/.%2f/en-EU/`, `/a/../media`) is redirected to its
// canonical path, which is built from the file found and so always starts with one slash; a
// request head over Node's 16 KB limit gets 431.
// Like production, where one Worker answers under `/api/*` on both origins (docs/deploying.md),
// both servers pass every request for `/api` or `/api/…` to the local API, `API_ORIGIN` (default
// http://127.0.0.1:8787, `wrangler dev`): any method, path, query and Host as sent, never
// resolved, so the apps call their own origin and the CSP's connect-src stays 'self', and the
// Worker sees the site a request came to. Before that it applies the two rules every API request
// meets (@site/api's requestRules.mjs), which `wrangler dev` would otherwise not let the Worker
// apply: a path with dot-segments (`/api/../internal/links`, `/api/%2e%2e/…`; workerd resolves
// them before the Worker sees the path) gets 404, and a body over the API's limit, with or without
// a length, gets 413 and never reaches the API (the proxy `wrangler dev` puts in front of the
// Worker stalls the next request when a body it streams is refused half-read); what is over the
// limit is read and dropped, not kept. A body under the limit goes on with its length. These
// answers, and a 502 when the API does not answer, have the API's JSON problem shape.
// Like the edge, the site answers its root `/` with a 302 to /de-DE/ or /en-EU/ by
// Accept-Language (German first choice -> de-DE, anything else -> en-EU), query kept.
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { matchHeaders, parseHeaders } from '../packages/security/src/headers.js';
import { localeFromAcceptLanguage } from '@site/i18n/localeList';
import { hasDotSegment, maxBodyBytes, maxDrainBytes } from '../packages/api/src/contract/requestRules.mjs';
// `wrangler dev`'s own 503 when its pooled hop to the Worker closed under the request: `forward`
// sends the request again, once, with the body this server has read.
import { isDevProxyRestart, mayBeDevProxyRestart } from '../packages/api/src/devProxy.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDir(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Maps a URL path into `dir`, refusing anything that would leave it. */
function inside(dir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(dir, decoded));
  return full === dir || full.startsWith(dir + sep) ? full : null;
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.ico']);

/** 'br' | 'gzip' | null: what the client accepts (q > 0), brotli first, as CDNs prefer. */
export function negotiateEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** path|mtime|size|encoding -> compressed bytes; the export never changes while served. */
const compressedCache = new Map();

function encodedBody(file, encoding) {
  const stat = statSync(file);
  const key = `${file}|${stat.mtimeMs}|${stat.size}|${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const pre = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (isFile(pre) && statSync(pre).mtimeMs >= stat.mtimeMs) body = readFileSync(pre);
    else {
      const raw = readFileSync(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipSync(raw, { level: 9 });
    }
    compressedCache.set(key, body);
  }
  return body;
}

/** The `_headers` rules of a served directory, re-read when the file changes. */
const headersCache = new Map();
function headerRules(dir) {
  const file = join(dir, '_headers');
  if (!isFile(file)) return [];
  const mtime = statSync(file).mtimeMs;
  const cached = headersCache.get(dir);
  if (cached?.mtime === mtime) return cached.rules;
  const rules = parseHeaders(readFileSync(file, 'utf8'));
  headersCache.set(dir, { mtime, rules });
  return rules;
}

/**
 * The request target as a URL on this server. The target is always read as a path: with
 * `new URL(target, base)` a target of `//evil.example/x` would be taken for another host.
 */
function requestUrl(req) {
  const target = req.url ?? '/';
  try {
    return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    return null;
  }
}

/** Headers of an answer of this server: `_headers` by path, like Cloudflare, over our defaults. */
function answerHeaders(req, dir, defaults) {
  const pathname = requestUrl(req)?.pathname ?? '/';
  return { ...defaults, ...matchHeaders(headerRules(dir), pathname) };
}

/** A short plain-text answer (errors, redirects) that still carries the `_headers` rules. */
function sendText(req, res, status, text, dir, extra = {}) {
  const body = Buffer.from(`${text}\n`);
  const headers = answerHeaders(req, dir, { 'Content-Type': 'text/plain; charset=utf-8' });
  // Not content: never cached as content, whatever `_headers` says for the path (`/assets/*`).
  res.writeHead(status, { ...headers, 'Cache-Control': 'no-cache', ...extra, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function send(req, res, status, file, dir) {
  const ext = extname(file);
  const type = types[ext] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}_next${sep}static${sep}`) || file.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const headers = answerHeaders(req, dir, { 'Content-Type': type, 'Cache-Control': cache });
  let body;
  if (compressible.has(ext)) {
    headers.Vary = 'Accept-Encoding';
    const encoding = negotiateEncoding(String(req.headers['accept-encoding'] ?? ''));
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      body = encodedBody(file, encoding);
    }
  }
  body ??= readFileSync(file);
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `_headers` and precompressed twins are server configuration, not content. */
const hidden = (full, dir) =>
  full === join(dir, '_headers') || full === join(dir, '_redirects') || /\.(br|gz)$/.test(full);

/** The closest `name` file at or above `full`, not leaving `dir`. */
function nearest(dir, full, name) {
  let current = isDir(full) ? full : resolve(full, '..');
  while (current.startsWith(dir)) {
    const candidate = join(current, name);
    if (isFile(candidate)) return candidate;
    if (current === dir) break;
    current = resolve(current, '..');
  }
  return null;
}

/** The methods a static site answers; a form posted to a page gets 405, not the page. */
export const allowedMethods = 'GET, HEAD';

/** Answers 405 (true) unless the method is GET or HEAD. */
function refusedMethod(req, res, dir) {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  sendText(req, res, 405, 'Method not allowed', dir, { Allow: allowedMethods });
  return true;
}

/**
 * Whether a URL path is written the one way the site links to it: no empty segment before the
 * last, no `.` or `..` segment, no segment whose decoding holds a slash or backslash (`%2f`).
 * Checked on the path as sent: the URL parser would resolve dot segments but keep `//`.
 */
export function isCanonicalPath(pathname) {
  const segments = pathname.split('/').slice(1);
  return segments.every((segment, i) => {
    if (segment === '') return i === segments.length - 1;
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });
}

/** The one path of a file or folder inside `dir`: `/` and encoded segments, never `//…`. */
function canonicalPath(dir, full, folder) {
  const segments = relative(dir, full).split(sep).filter(Boolean).map(encodeURIComponent);
  const path = `/${segments.join('/')}`;
  return folder && !path.endsWith('/') ? `${path}/` : path;
}

export function staticSiteHandler(dir) {
  return (req, res) => {
    if (refusedMethod(req, res, dir)) return;
    const url = requestUrl(req);
    if (url && req.url?.startsWith('/') && url.pathname === '/') {
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      return sendText(req, res, 302, 'Found', dir, { Location: `/${locale}/${url.search}`, Vary: 'Accept-Language' });
    }
    const full = url && inside(dir, url.pathname);
    if (!full) return sendText(req, res, 400, 'Bad request', dir);
    const file = isFile(full) && !hidden(full, dir);
    const folder = !file && isDir(full);
    // The path as sent, before the URL parser resolved `/./`, `/../` and `%2e` segments.
    const sent = req.url?.startsWith('/') ? req.url.replace(/[?#][^]*$/, '') : url.pathname;
    if ((file || folder) && (!isCanonicalPath(sent) || (folder && !url.pathname.endsWith('/')))) {
      return sendText(req, res, 308, 'Permanent redirect', dir, { Location: `${canonicalPath(dir, full, folder)}${url.search}` });
    }
    if (file) return send(req, res, 200, full, dir);
    if (folder) {
      const index = join(full, 'index.html');
      if (isFile(index)) return send(req, res, 200, index, dir);
    }
    const notFound = nearest(dir, full, '404.html');
    if (notFound) return send(req, res, 404, notFound, dir);
    sendText(req, res, 404, 'Not found', dir);
  };
}

export function spaHandler(dir) {
  return (req, res) => {
    if (refusedMethod(req, res, dir)) return;
    const url = requestUrl(req);
    const full = url && inside(dir, url.pathname);
    if (!full) return sendText(req, res, 400, 'Bad request', dir);
    if (isFile(full) && !hidden(full, dir)) return send(req, res, 200, full, dir);
    // Missing built assets are real 404s; every page path is the app's: a path below a locale
    // gets that locale's index.html (/deDE/error -> deDE/index.html, as the build's
    // `_redirects` tells Cloudflare), any other the root one.
    if (url.pathname.startsWith('/assets/')) return sendText(req, res, 404, 'Not found', dir);
    return send(req, res, 200, nearest(dir, full, 'index.html') ?? join(dir, 'index.html'), dir);
  };
}

const statusText = { 400: 'Bad request', 431: 'Request header fields too large' };

/** The local API: `wrangler dev` of apps/api. */
export const defaultApiOrigin = 'http://127.0.0.1:8787';

/** Whether a request target is the API's: `/api` or below it, as sent (no `/apix`). */
export function isApiPath(target = '') {
  return /^\/api(?:[/?#]|$)/.test(target);
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own, never forwarded. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** An answer of the proxy itself, in the API's problem shape (`code` is what the pages read). */
function sendApiProblem(req, res, status, code, title) {
  const body = JSON.stringify({ type: `urn:problem:${code.toLowerCase()}`, title, status, code });
  res.writeHead(status, { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Reads the request's body, keeping at most `limit` bytes, and calls `done` with it, or with null
 * when it is over the limit, by its declared length or as it is read. The rest of an oversized
 * body is read and dropped first (as the Worker does), so a client still sending reads the 413
 * instead of a broken connection; past `maxDrainBytes` the connection is given up.
 */
function readBody(req, res, limit, done) {
  const chunks = [];
  let size = 0;
  let over = Number(req.headers['content-length'] ?? 0) > limit;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > limit) over = true;
    if (!over) chunks.push(chunk);
    if (size > maxDrainBytes && !res.headersSent) {
      res.setHeader('Connection', 'close');
      done(null);
    }
  });
  req.on('end', () => {
    if (!res.headersSent) done(over ? null : Buffer.concat(chunks));
  });
}

/** Passes the request on to `apiOrigin` and streams its answer back unchanged. */
function proxyToApi(req, res, apiOrigin) {
  if (hasDotSegment(req.url ?? '')) return sendApiProblem(req, res, 404, 'NOT_FOUND', 'There is no such resource.');
  readBody(req, res, maxBodyBytes, (body) => {
    if (body === null) return sendApiProblem(req, res, 413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBodyBytes / 1024} KB.`);
    forward(req, res, apiOrigin, body);
  });
}

function forward(req, res, apiOrigin, body, sentAgain = false) {
  const target = new URL(apiOrigin);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !hopByHop.has(name) && name !== 'content-length'));
  if (body.length > 0 || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) headers['content-length'] = String(body.length);
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${remote}` : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  // A fresh connection per request (`agent: false`, which sends `Connection: close`). Node's
  // default agent keeps idle connections and reuses them; a request written on one that the
  // API's server closes at that moment fails (ECONNRESET, the keep-alive race), and a POST
  // cannot safely be sent again, so the visitor got a 502. Seen once in CI: a device-unbind link
  // answered 'an error occurred', with nothing in wrangler's log. A local connection costs nothing.
  const upstream = httpRequest(
    { hostname: target.hostname, port: target.port || 80, method: req.method, path: req.url, headers, agent: false },
    (answer) => {
      const passed = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)));
      if (!sentAgain && mayBeDevProxyRestart(answer.statusCode, answer.headers['content-type'])) {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks);
          if (isDevProxyRestart(answer.statusCode, answer.headers['content-type'], text.toString())) return forward(req, res, apiOrigin, body, true);
          res.writeHead(503, passed);
          res.end(text);
        });
        return;
      }
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return void res.destroy();
    sendApiProblem(req, res, 502, 'SERVER_ERROR', 'The API is not reachable');
  });
  upstream.end(body);
}

/**
 * An HTTP server for one served directory, which hands `/api` and below to the API at
 * `apiOrigin`. Requests Node refuses before any handler runs (a request head over its 16 KB
 * limit, a malformed request line) still get a status with a short body, a Content-Type and the
 * `_headers` rules for `/*`.
 */
export function createSiteServer(dir, handler, { apiOrigin = defaultApiOrigin } = {}) {
  const serveFiles = handler(dir);
  const server = createServer((req, res) => (isApiPath(req.url) ? proxyToApi(req, res, apiOrigin) : serveFiles(req, res)));
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = `${statusText[status]}\n`;
    const headers = {
      ...matchHeaders(headerRules(dir), '/'),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${status} ${statusText[status]}\r\n${head}\r\n${body}`);
  });
  return server;
}

function listen(name, port, dir, handler) {
  if (!existsSync(dir)) {
    console.error(`serve: ${dir} does not exist; build first (pnpm build).`);
    process.exit(1);
  }
  createSiteServer(dir, handler, { apiOrigin: process.env.API_ORIGIN || defaultApiOrigin }).listen(port, '127.0.0.1', () => {
    console.log(`serve: ${name} on http://localhost:${port}/ from ${dir}`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv[2]; // 'web' | 'registration' | undefined (both)
  if (only !== 'registration') {
    listen('web', Number(process.env.WEB_PORT ?? 3000), join(root, 'apps/web/out'), staticSiteHandler);
  }
  if (only !== 'web') {
    listen('registration', Number(process.env.REGISTRATION_PORT ?? 3001), join(root, 'apps/registration/dist'), spaHandler);
  }
}
