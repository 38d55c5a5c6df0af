// JavaScript (and CSS) per route, measured on the exported files: every <script src> and
// stylesheet a page's HTML loads, gzip (level 9) and brotli (quality 11) sizes — what the
// static server sends. Next 16 no longer prints first-load sizes, so this is the measure.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const cache = new Map();
export function sizes(file) {
  let s = cache.get(file);
  if (!s) {
    const raw = readFileSync(file);
    s = {
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    cache.set(file, s);
  }
  return s;
}

/**
 * Framework code: a chunk the floor build has too (chunk names are content hashes, so the same
 * name is the same code), or one carrying React DOM / Next router / next-intl internals.
 */
const frameworkMarkers = ['Minified React error', 'react-dom', 'ReactDOM', '__next_f', 'next-router', 'use-intl', 'IntlError'];
/** Strings the consent layer's code or styles contain (its cookie suffix, its class names). */
const consentMarkers = ['_USER_CONSENT', 'data-consent-service', 'consent-dialog', '.consent-'];

export const isConsent = (text) => consentMarkers.some((m) => text.includes(m));
const isFramework = (text, name, floorNames) =>
  !isConsent(text) && (floorNames.has(name) || frameworkMarkers.some((m) => text.includes(m)));

/** File names of the floor build's scripts. */
export function scriptNames(root) {
  const names = new Set();
  const dir = join(root, '_next', 'static', 'chunks');
  if (existsSync(dir)) for (const f of readdirSync(dir)) names.add(f);
  return names;
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The same-origin scripts and stylesheets an exported HTML file loads, as paths. */
export function assetsOf(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((t) => !/\snoModule/i.test(t)).map((t) => attr(t, 'src')).filter(Boolean);
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).filter((t) => /rel="stylesheet"/i.test(t)).map((t) => attr(t, 'href')).filter(Boolean);
  const local = (p) => p.startsWith('/') && !p.startsWith('//');
  return { scripts: [...new Set(scripts.filter(local))], styles: [...new Set(styles.filter(local))] };
}

const sum = (list, key) => list.reduce((a, b) => a + b[key], 0);

/** Bytes of one exported page. `root` is the export dir, `html` the page's file. */
export function pageBytes(root, htmlFile, floorNames = new Set()) {
  const { scripts, styles } = assetsOf(readFileSync(htmlFile, 'utf8'));
  const describe = (path) => {
    const file = join(root, decodeURIComponent(path.split('?')[0]));
    if (!existsSync(file)) return { path, missing: true, raw: 0, gzip: 0, brotli: 0, kind: 'missing' };
    const text = readFileSync(file, 'utf8');
    return { path, ...sizes(file), kind: isConsent(text) ? 'consent' : isFramework(text, path.split('/').pop(), floorNames) ? 'framework' : 'own' };
  };
  const js = scripts.map(describe);
  const css = styles.map(describe);
  const by = (kind) => js.filter((s) => s.kind === kind);
  return {
    js,
    css,
    total: { gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli'), raw: sum(js, 'raw') },
    framework: { gzip: sum(by('framework'), 'gzip'), brotli: sum(by('framework'), 'brotli') },
    own: { gzip: sum(by('own'), 'gzip'), brotli: sum(by('own'), 'brotli') },
    consentEager: { gzip: sum(by('consent'), 'gzip'), brotli: sum(by('consent'), 'brotli') },
    cssTotal: { gzip: sum(css, 'gzip'), brotli: sum(css, 'brotli') },
  };
}

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The consent layer's own bytes: every JS/CSS file of the build that carries its markers,
 * whether a page loads it at once or only when the dialog is needed (lazy chunk).
 */
export function consentBytes(root) {
  const files = [];
  for (const file of walk(root)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (isConsent(text)) files.push({ path: file.slice(root.length), ...sizes(file) });
  }
  return { files, gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') };
}
