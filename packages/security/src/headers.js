// Cloudflare Pages `_headers`: writing it, reading it, and answering "which headers does this
// path get", so the local static server behaves like the CDN.
// Format: a URL pattern on its own line, then indented `Name: value` lines; `! Name` detaches a
// header set by an earlier matching rule. Every matching rule applies, in file order; the same
// header from two rules is joined with ', '. `*` (splat) matches anything, `:name` one segment.

/** Cloudflare's documented limits. */
export const HEADERS_MAX_RULES = 100;
export const HEADERS_MAX_LINE = 2000;

/**
 * @typedef {{ pattern: string, headers: [string, string][], detach: string[] }} HeadersRule
 */

/** @param {HeadersRule[]} rules */
export function formatHeaders(rules) {
  if (rules.length > HEADERS_MAX_RULES) {
    throw new Error(`_headers: ${rules.length} rules, Cloudflare Pages allows ${HEADERS_MAX_RULES}`);
  }
  const lines = [];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  for (const line of lines) {
    if (line.length > HEADERS_MAX_LINE) {
      throw new Error(`_headers: a line of ${line.length} characters (limit ${HEADERS_MAX_LINE}): ${line.slice(0, 80)}...`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** @param {string} text @returns {HeadersRule[]} */
export function parseHeaders(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: header line before any URL pattern: ${raw}`);
    const line = raw.trim();
    if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`_headers: not a 'Name: value' line: ${raw}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} pattern */
function patternToRegExp(pattern) {
  // Absolute patterns (https://host/path) are matched on their path here: one host per server.
  const path = pattern.replace(/^https?:\/\/[^/]+/, '') || '/';
  let source = '';
  for (const token of path.split(/(\*|:[A-Za-z]\w*)/)) {
    if (token === '*') source += '(.*)';
    else if (/^:[A-Za-z]\w*$/.test(token)) source += '([^/]+)';
    else source += escape(token);
  }
  return new RegExp(`^${source}$`);
}

/**
 * The headers `_headers` gives a request path.
 * @param {HeadersRule[]} rules @param {string} pathname
 * @returns {Record<string, string>} keys in the case the file used
 */
export function matchHeaders(rules, pathname) {
  /** @type {Map<string, [string, string]>} lower-cased name -> [name, value] */
  const result = new Map();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const name of rule.detach) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(result.values());
}
