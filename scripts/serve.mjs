#!/usr/bin/env node
// Serves the built apps the way the CDN does: the marketing site's static export
// (apps/web/out) and the registration SPA (apps/registration/dist), each on its own port.
//   WEB_PORT (3000)           apps/web/out: folder -> index.html, '/x' -> '/x/' when x is a
//                             folder, unknown paths -> the nearest 404.html with status 404.
//   REGISTRATION_PORT (3001)  apps/registration/dist: files as they are, every other path
//                             -> index.html (client-side routing decides).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function send(res, status, file, extraHeaders = {}) {
  const body = readFileSync(file);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}_next${sep}static${sep}`) || file.includes(`${sep}assets${sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': cache, ...extraHeaders });
  res.end(body);
}

function nearest404(dir, full) {
  let current = isDir(full) ? full : resolve(full, '..');
  while (current.startsWith(dir)) {
    const candidate = join(current, '404.html');
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
    if (isFile(full)) return send(res, 200, full);
    if (isDir(full)) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
        return void res.end();
      }
      const index = join(full, 'index.html');
      if (isFile(index)) return send(res, 200, index);
    }
    const notFound = nearest404(dir, full);
    if (notFound) return send(res, 404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
}

export function spaHandler(dir) {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const full = inside(dir, url.pathname);
    if (!full) return void res.writeHead(400).end('Bad request');
    if (isFile(full)) return send(res, 200, full);
    // Missing built assets are real 404s; every page path is the app's.
    if (url.pathname.startsWith('/assets/')) return void res.writeHead(404).end('Not found');
    return send(res, 200, join(dir, 'index.html'));
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
