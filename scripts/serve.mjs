#!/usr/bin/env node
// Serves the built apps the way the CDN does: the marketing site's static export
// (apps/web/out) and the registration SPA (apps/registration/dist), each on its own port.
//   WEB_PORT (3000)           apps/web/out: folder -> index.html, '/x' -> '/x/' when x is a
//                             folder, unknown paths -> the nearest 404.html with status 404.
//   REGISTRATION_PORT (3001)  apps/registration/dist: files as they are, every other path
//                             -> the nearest index.html (/deDE/x -> deDE/index.html, else the
//                             root one; client-side routing decides).
// Like Cloudflare Pages, both apply the served directory's `_headers` file (security headers,
// CSP, cache rules) and never serve that file itself; like a CDN, both compress text with
// brotli or gzip by Accept-Encoding (a precompressed `file.br` / `file.gz` beside the file is
// used when present, otherwise the file is compressed once and kept in memory).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { matchHeaders, parseHeaders } from '../packages/security/src/headers.js';

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

function send(req, res, status, file, dir) {
  const ext = extname(file);
  const type = types[ext] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}_next${sep}static${sep}`) || file.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const headers = { 'Content-Type': type, 'Cache-Control': cache, ...matchHeaders(headerRules(dir), pathname) };
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

export function staticSiteHandler(dir) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const full = inside(dir, url.pathname);
    if (!full) return void res.writeHead(400).end('Bad request');
    if (isFile(full) && !hidden(full, dir)) return send(req, res, 200, full, dir);
    if (isDir(full)) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
        return void res.end();
      }
      const index = join(full, 'index.html');
      if (isFile(index)) return send(req, res, 200, index, dir);
    }
    const notFound = nearest(dir, full, '404.html');
    if (notFound) return send(req, res, 404, notFound, dir);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
}

export function spaHandler(dir) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const full = inside(dir, url.pathname);
    if (!full) return void res.writeHead(400).end('Bad request');
    if (isFile(full) && !hidden(full, dir)) return send(req, res, 200, full, dir);
    // Missing built assets are real 404s; every page path is the app's: a path below a locale
    // gets that locale's index.html (/deDE/error -> deDE/index.html, as the build's
    // `_redirects` tells Cloudflare), any other the root one.
    if (url.pathname.startsWith('/assets/')) return void res.writeHead(404).end('Not found');
    return send(req, res, 200, nearest(dir, full, 'index.html') ?? join(dir, 'index.html'), dir);
  };
}

function listen(name, port, dir, handler) {
  if (!existsSync(dir)) {
    console.error(`serve: ${dir} does not exist; build first (pnpm build).`);
    process.exit(1);
  }
  createServer(handler(dir)).listen(port, '127.0.0.1', () => {
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
