// Node-only: hashes the inline scripts of an exported site and writes its `_headers`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildCsp, headerOnlyCsp, securityHeaders } from './csp';
import { formatHeaders, type HeadersRule } from './headers.js';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** Every inline <script> a browser would execute, as its text. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue; // JSON, ld+json, templates: never run
    out.push(match[2] ?? '');
  }
  return out;
}

/** 'sha256-<base64>' of a script's text, as CSP hashes it (UTF-8 bytes). */
export const sha256Source = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export const inlineScriptHashes = (html: string): string[] => [...new Set(inlineScripts(html).map(sha256Source))];

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/**
 * Puts (or replaces) the page's CSP <meta>. It goes right after <meta charset>, before any
 * script, since a meta policy only governs what comes after it.
 */
export function injectMetaCsp(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (metaPattern.test(html)) return html.replace(metaPattern, tag);
  const charset = /<meta charset="?utf-8"?\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${tag}`);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('injectMetaCsp: no <head> in the page');
  return html.replace(head[0], `${head[0]}${tag}`);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Secures an exported site in place:
 *  - mode 'meta' (the Next export, many pages with their own inline scripts): each page gets a
 *    <meta> CSP with its own hashes; `_headers` carries the other headers and frame-ancestors;
 *  - mode 'header' (the SPA, one index.html): the full policy with the hashes goes in `_headers`.
 * `immutable` lists path patterns of content-hashed assets to cache for a year; `wasm` allows
 * WebAssembly (buildCsp).
 */
export function secureExport({
  dir,
  mode,
  env = {},
  immutable = [],
  wasm = false,
}: {
  dir: string;
  mode: 'meta' | 'header';
  env?: Record<string, string | undefined>;
  immutable?: string[];
  wasm?: boolean;
}): { pages: { path: string; hashes: number }[]; hashes: number } {
  const pages: { path: string; hashes: number }[] = [];
  const allHashes = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const hashes = inlineScriptHashes(html);
    hashes.forEach((h) => allHashes.add(h));
    if (mode === 'meta') {
      writeFileSync(file, injectMetaCsp(html, buildCsp({ scriptHashes: hashes, env, forMeta: true, wasm })));
    }
    pages.push({ path: `/${relative(dir, file).split(sep).join('/')}`, hashes: hashes.length });
  }
  const csp = mode === 'meta' ? headerOnlyCsp : buildCsp({ scriptHashes: [...allHashes].sort(), env, wasm });
  const rules: HeadersRule[] = [
    { pattern: '/*', headers: [['Content-Security-Policy', csp], ...Object.entries(securityHeaders)], detach: [] },
    ...immutable.map((pattern) => ({
      pattern,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as [string, string][],
      detach: [],
    })),
  ];
  writeFileSync(join(dir, '_headers'), formatHeaders(rules));
  return { pages, hashes: allHashes.size };
}
