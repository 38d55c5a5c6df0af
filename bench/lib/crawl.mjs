// A crawl of the exported site, offline: broken internal links, SEO tags of every indexable
// page, the sitemap, and HTML validity with the Nu HTML Checker (vnu-jar, run with java -jar).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export const htmlFilesOf = (root) => [...walk(root)].filter((f) => f.endsWith('.html'));

/** URL path of an exported HTML file: /x/index.html -> /x/. */
export const urlOf = (root, file) => file.slice(root.length).replace(/\\/g, '/').replace(/index\.html$/, '');

/** Does the static server answer this path with a 200 file (folder -> index.html)? */
function resolves(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const full = join(root, decoded);
  if (!full.startsWith(root)) return false;
  try {
    const s = statSync(full);
    if (s.isFile()) return true;
    if (s.isDirectory()) return existsSync(join(full, 'index.html'));
  } catch {
    return false;
  }
  return false;
}

/**
 * The URLs of a srcset, as the HTML standard's parser reads them: a URL runs to the next
 * whitespace (so a `data:` URL keeps its comma), trailing commas end a candidate, and a
 * candidate's descriptors run to the next comma outside parentheses.
 */
export function srcsetUrls(value) {
  const urls = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i])) i++;
    if (i >= value.length) break;
    let url = '';
    while (i < value.length && !/\s/.test(value[i])) url += value[i++];
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''));
      continue;
    }
    urls.push(url);
    let depth = 0;
    while (i < value.length && (value[i] !== ',' || depth > 0)) {
      if (value[i] === '(') depth++;
      else if (value[i] === ')') depth = Math.max(0, depth - 1);
      i++;
    }
  }
  return urls;
}

const links = (html) =>
  [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi), ...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((m) =>
    /srcset/i.test(m[0]) ? srcsetUrls(m[1]) : [m[1]],
  );

/**
 * Every internal link of every page (href, src, srcset; same-origin absolute URLs included),
 * checked against the export. `siteUrl` is the configured production origin.
 */
export function brokenLinks(root, siteUrl) {
  const broken = [];
  let checked = 0;
  const site = new URL(siteUrl).origin;
  for (const file of htmlFilesOf(root)) {
    const base = `http://local${urlOf(root, file)}`;
    const isNotFoundPage = file.endsWith('404.html');
    for (const raw of links(readFileSync(file, 'utf8'))) {
      if (!raw || raw.startsWith('#') || /^(mailto|tel|data|javascript|blob):/i.test(raw)) continue;
      let url;
      try {
        url = new URL(raw.replace(/&amp;/g, '&'), base);
      } catch {
        broken.push({ page: urlOf(root, file), link: raw, reason: 'unparseable' });
        continue;
      }
      const internal = url.origin === 'http://local' || url.origin === site;
      if (!internal) continue;
      // The 404 page is served at any depth; its relative links are resolved from the root.
      if (isNotFoundPage && !raw.startsWith('/') && url.origin === 'http://local') continue;
      checked++;
      if (!resolves(root, url.pathname)) broken.push({ page: urlOf(root, file), link: raw });
    }
  }
  return { checked, broken };
}

/** lang, title, description, canonical, hreflang of every indexable page; noindex out of the sitemap. */
export function seoChecks(root) {
  const sitemap = existsSync(join(root, 'sitemap.xml')) ? readFileSync(join(root, 'sitemap.xml'), 'utf8') : '';
  const inSitemap = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  const problems = [];
  let indexable = 0;
  let noindex = 0;
  for (const file of htmlFilesOf(root)) {
    const html = readFileSync(file, 'utf8');
    const path = urlOf(root, file);
    const isNoindex = /<meta name="robots" content="[^"]*noindex/i.test(html) || path.endsWith('404.html');
    if (isNoindex) {
      noindex++;
      if (inSitemap.has(path)) problems.push({ page: path, problem: 'noindex page listed in sitemap.xml' });
      continue;
    }
    indexable++;
    const need = {
      lang: /<html[^>]*\slang="[^"]+"/i,
      title: /<title>[^<]+<\/title>/i,
      description: /<meta name="description" content="[^"]+"/i,
      canonical: /<link rel="canonical" href="[^"]+"/i,
      hreflang: /<link rel="alternate" hreflang="[^"]+" href="[^"]+"/i,
    };
    for (const [name, re] of Object.entries(need)) if (!re.test(html)) problems.push({ page: path, problem: `missing ${name}` });
    if (!inSitemap.has(path)) problems.push({ page: path, problem: 'indexable page not in sitemap.xml' });
  }
  return { indexable, noindex, sitemapUrls: inSitemap.size, problems };
}

/** The jar vnu-jar ships (its package main exports the path). */
export function vnuJarPath() {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('vnu-jar/package.json');
  const candidates = [join(dirname(pkg), 'build/dist/vnu.jar'), join(dirname(pkg), 'vnu.jar')];
  return candidates.find((c) => existsSync(c));
}

/** Nu HTML Checker over every exported page, offline (JSON report on stderr). */
export function validateHtml(root) {
  const jar = vnuJarPath();
  if (!jar) return { available: false, reason: 'vnu.jar not found in node_modules/vnu-jar' };
  const files = htmlFilesOf(root);
  const run = spawnSync('java', ['-Xss8m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) return { available: false, reason: String(run.error.message) };
  let report;
  try {
    report = JSON.parse(run.stderr || run.stdout);
  } catch {
    return { available: false, reason: (run.stderr || run.stdout).slice(0, 500) };
  }
  const lines = new Map();
  const lineOf = (file, n) => {
    if (!lines.has(file)) lines.set(file, readFileSync(file, 'utf8').split('\n'));
    return lines.get(file)[n - 1] ?? '';
  };
  const messages = (report.messages ?? []).map((m) => ({
    page: m.url ? urlOf(root, decodeURIComponent(new URL(m.url).pathname)) : '',
    type: m.subType === 'warning' ? 'warning' : m.type,
    message: m.message,
    line: m.lastLine,
    // The source line, for a CSS parse error the checker reports without its value.
    source: m.url && /Parse Error/.test(m.message ?? '') ? lineOf(decodeURIComponent(new URL(m.url).pathname), m.lastLine) : '',
  }));
  // styled-components renders Server Components' CSS as <style> where the component stands,
  // and React hydrates those elements in place: moving them into <head> breaks hydration (React
  // error 418, seen in Chromium). The checker's one complaint about that is counted on its own,
  // so every other validity error still fails the budget.
  // The checker's CSS validator predates container queries (CSS Containment 3, in every browser
  // since 2023): it calls `container-type` and `@container` unknown. Counted on their own too.
  // Nor does it know their units (`cqi` and the like): as many `font-size` parse errors on a
  // line as that line has font sizes in them are counted with them (the value is not reported).
  const containerUnit = /font-size:[^;}]*\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/g;
  const excused = new Map();
  const containerUnitError = (m) => {
    if (!/^CSS: “font-size”: Parse Error\.$/.test(m.message)) return false;
    const key = `${m.page}:${m.line}`;
    if (!excused.has(key)) excused.set(key, (m.source.match(containerUnit) ?? []).length);
    const left = excused.get(key);
    excused.set(key, left - 1);
    return left > 0;
  };
  const cssNewerThanChecker = (m) =>
    m.type === 'error' &&
    (/^CSS: (“container-type”: Property “container-type” doesn't exist|Unrecognized at-rule “@container”)/.test(m.message) ||
      containerUnitError(m));
  const styleInBody = (m) =>
    m.type === 'error' &&
    /Element .style. not allowed as child of element .body.|.style. element in .body. must|before the parent of this .style. element/.test(m.message);
  const newer = new Set(messages.filter(cssNewerThanChecker));
  return {
    available: true,
    files: files.length,
    errors: messages.filter((m) => m.type === 'error' && !styleInBody(m) && !newer.has(m)),
    styleInBody: messages.filter(styleInBody).length,
    cssNewerThanChecker: newer.size,
    warnings: messages.filter((m) => m.type !== 'error').length,
  };
}
