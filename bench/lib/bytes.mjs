// JavaScript (and CSS) per route, measured on the exported files: every <script src> and
// stylesheet a page's HTML loads, gzip (level 9) and brotli (quality 11) sizes — what the
// static server sends. Next 16 no longer prints first-load sizes, so this is the measure.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** raw, gzip (level 9) and brotli (quality 11) bytes of a file's content or of a part of a page. */
export function textSizes(content) {
  const raw = Buffer.from(content);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const cache = new Map();
export function sizes(file) {
  let s = cache.get(file);
  if (!s) {
    s = textSizes(readFileSync(file));
    cache.set(file, s);
  }
  return s;
}

/**
 * Framework code: a chunk the floor build has too (chunk names are content hashes, so the same
 * name is the same code), or one carrying React DOM / Next router / next-intl internals.
 */
const frameworkMarkers = ['Minified React error', 'react-dom', 'ReactDOM', '__next_f', 'next-router', 'use-intl', 'IntlError'];
/**
 * Strings the consent layer's code or styles contain (its cookie suffix, its class names): only
 * for the per-route split into framework / own / consent. The consent layer's size is measured
 * exactly by consentLayerBytes.
 */
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

/**
 * The inline loaders of a page that add its scripts after the first paint (both apps' pages
 * have one; @site/consent/firstFrame): each one's opening tag, its index in the HTML and the
 * scripts it adds, from its data-after-paint attribute (a JSON list).
 */
export function afterPaintLoaders(html) {
  const unescape = (value) => value.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return [...html.matchAll(/<script data-after-paint='([^']*)'(?: data-payload='([^']*)')?>/g)].map((m) => ({
    tag: m[0],
    index: m.index,
    sources: JSON.parse(unescape(m[1])),
    // The site's RSC payload as a script of its own (apps/web/scripts/payload.mjs): page data, not code.
    payload: m[2] ? unescape(m[2]) : null,
  }));
}

/** The same-origin scripts (modulepreloads included) and stylesheets an exported HTML file loads, as paths. */
export function assetsOf(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((t) => !/\snoModule/i.test(t)).map((t) => attr(t, 'src')).filter(Boolean);
  // Modules the page preloads load with it as well.
  scripts.push(...[...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).filter((t) => /rel="modulepreload"/i.test(t)).map((t) => attr(t, 'href')).filter(Boolean));
  const loaders = afterPaintLoaders(html);
  for (const loader of loaders) scripts.push(...loader.sources);
  const styles = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).filter((t) => /rel="stylesheet"/i.test(t)).map((t) => attr(t, 'href')).filter(Boolean);
  const local = (p) => p.startsWith('/') && !p.startsWith('//');
  return {
    scripts: [...new Set(scripts.filter(local))],
    styles: [...new Set(styles.filter(local))],
    payload: loaders.find((l) => l.payload)?.payload ?? null,
  };
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

/** Every JS and CSS file of an export, loaded at once or lazily, with its sizes. */
export function exportAssets(root) {
  const files = [];
  for (const file of walk(root)) {
    if (/\.(js|css)$/.test(file)) files.push({ path: file.slice(root.length), file, ...sizes(file) });
  }
  return files;
}

/**
 * The Bugsnag library (@bugsnag/js), a third-party vendor loaded only after BUGSNAG consent (like
 * GTM): reported on its own, not counted in the consent layer's budget. Marked by strings of the
 * library itself, not of our code.
 */
const bugsnagMarkers = ['No Bugsnag API Key set', '"[bugsnag]"'];
export const isBugsnag = (file) => {
  const text = readFileSync(file, 'utf8');
  return bugsnagMarkers.some((m) => text.includes(m));
};

export const bytesOf = (list) => ({ gzip: sum(list, 'gzip'), brotli: sum(list, 'brotli'), raw: sum(list, 'raw') });
const minus = (a, b) => ({ gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli, raw: a.raw - b.raw });

/**
 * What the consent layer adds to a page, exactly: the consent floor (the floor page with the
 * consent layer mounted as the web app mounts it, `out-consent`) minus the plain floor (`out`),
 * over every JS and CSS file of each export, eager and lazy, gzip -9 and brotli 11. The chunk
 * graph differs between the two builds (shared code moves between chunks), so the figure is the
 * difference of the totals, not a list of "consent chunks". `eager` is the same difference over
 * the files the page's HTML loads; `lazy` the rest (the dialog's chunk, ...). The Bugsnag chunk
 * is left out of both and reported as `bugsnag` (with our few lines that start it).
 */
export function consentLayerBytes(floorRoot, consentRoot, page = join('en-EU', 'index.html')) {
  const floorFiles = exportAssets(floorRoot);
  const consentFiles = exportAssets(consentRoot);
  const bugsnag = consentFiles.filter((f) => isBugsnag(f.file));
  const counted = consentFiles.filter((f) => !bugsnag.includes(f));
  const total = minus(bytesOf(counted), bytesOf(floorFiles));
  const eagerOf = (root) => {
    const b = pageBytes(root, join(root, page));
    return bytesOf([...b.js, ...b.css]);
  };
  const eager = minus(eagerOf(consentRoot), eagerOf(floorRoot));
  const floorNames = new Set(floorFiles.map((f) => f.path));
  const { scripts, styles } = assetsOf(readFileSync(join(consentRoot, page), 'utf8'));
  const loaded = new Set([...scripts, ...styles].map((p) => decodeURIComponent(p.split('?')[0])));
  const describe = ({ path, raw, gzip, brotli }) => ({
    path,
    raw,
    gzip,
    brotli,
    load: bugsnag.some((b) => b.path === path) ? 'bugsnag' : loaded.has(path) ? 'eager' : 'lazy',
  });
  return {
    ...total,
    eager,
    lazy: minus(total, eager),
    bugsnag: bytesOf(bugsnag),
    /** Files of the consent floor that the plain floor does not have (new or changed chunks). */
    files: consentFiles.filter((f) => !floorNames.has(f.path)).map(describe),
  };
}

/** The page's own texts: the JSON data block the registration app reads at start (its localePages.ts). */
const pageCatalogue = /<script type="application\/json" id="registration-catalogue"[^>]*>([\s\S]*?)<\/script>/;

/**
 * The registration app's budget: what one page can load, per locale. The page's own texts are
 * data in its HTML (a JSON block), and the other locale's are a chunk
 * (`assets/catalogue-<locale>-<hash>.js`) loaded only when the visitor switches language, so a
 * page counts every JS file of the app (entry and lazy chunks: the consent dialog, ...) but no
 * catalogue chunk. The consented vendor library (Bugsnag) is left out and reported apart.
 * `files` are exportAssets() rows with `kind` ('app' | 'consented-vendor'); `pages` maps each
 * locale to its index.html. Per locale: the JS, `html` (the whole page) and `texts` (the JSON
 * block inside it: still downloaded, as HTML, not JS). `all`: every app file, both catalogue
 * chunks included (for the record).
 */
export function registrationBudget(files, pages) {
  const app = files.filter((f) => f.kind === 'app');
  const catalogueOf = (f) => /\/catalogue-([A-Za-z-]+)-[\w-]+\.js$/.exec(f.path)?.[1];
  const counted = app.filter((f) => catalogueOf(f) === undefined);
  const perLocale = Object.fromEntries(
    Object.entries(pages).map(([locale, html]) => {
      const texts = pageCatalogue.exec(html)?.[1];
      if (texts === undefined) throw new Error(`The ${locale} page has no registration-catalogue block.`);
      return [locale, { ...bytesOf(counted), files: counted.map((f) => f.path), html: textSizes(html), texts: textSizes(texts) }];
    }),
  );
  const worst = Object.values(perLocale).reduce((a, b) => (b.gzip + b.texts.gzip > a.gzip + a.texts.gzip ? b : a));
  return { perLocale, worst, all: bytesOf(app), catalogues: app.filter((f) => catalogueOf(f)).map((f) => f.path) };
}

/**
 * Site search, loaded only when a visitor opens it (no page's HTML names any of it): the search
 * dialog's chunk and stylesheet, Pagefind's script and worker, and per locale its WebAssembly and
 * the locale's index metadata (what Chromium requests on opening). The index and fragment files a query fetches
 * come on top (a few KB each). Pagefind's own data files are compressed by Pagefind, so for them
 * `raw` is what travels.
 */
export function searchOnOpenBytes(root, locales) {
  const pagefindDir = join(root, 'pagefind');
  if (!existsSync(pagefindDir)) return null;
  // The dialog's script names Pagefind's; its stylesheet carries the dialog's page lock.
  const dialog = exportAssets(join(root, '_next')).map((f) => ({ ...f, path: `/_next${f.path}` })).filter((f) =>
    readFileSync(f.file, 'utf8').includes(f.path.endsWith('.js') ? '/pagefind/pagefind.js' : 'data-search-open'),
  );
  const names = readdirSync(pagefindDir);
  const file = (name) => ({ path: `/pagefind/${name}`, ...sizes(join(pagefindDir, name)) });
  const perLocale = {};
  for (const locale of locales) {
    const language = locale.toLowerCase();
    const meta = names.find((n) => n.startsWith(`pagefind.${language}_`) && n.endsWith('.pf_meta'));
    const wasm = names.find((n) => n === `wasm.${language}.pagefind`) ?? names.find((n) => n === 'wasm.unknown.pagefind');
    const data = ['pagefind-entry.json', wasm, meta].filter(Boolean).map(file);
    const js = [...dialog, file('pagefind.js'), file('pagefind-worker.js')];
    perLocale[locale] = {
      js: bytesOf(js),
      data: bytesOf(data),
      files: [...js, ...data].map(({ path, gzip, brotli, raw }) => ({ path, gzip, brotli, raw })),
    };
  }
  return perLocale;
}

/** Next's inline RSC payload in an exported page: the `self.__next_f` scripts React reads to hydrate it. */
const inlinePayload = /<script>\(?self\.__next_f[\s\S]*?<\/script>/g;

/**
 * What a page's HTML weighs (raw, gzip, brotli), and its RSC payload (the page a second time, as
 * data for hydration): inline in the HTML (Next's way; measured on its own, though brotli shares
 * it with the markup it repeats), or the script of its own the site's pages load after the first
 * frame (`external`, read from `root`).
 */
export function htmlWeight(html, root) {
  const external = assetsOf(html).payload;
  if (external && root) return { html: textSizes(html), payload: { ...sizes(join(root, external)), external: true } };
  const payload = [...html.matchAll(inlinePayload)].map((m) => m[0]).join('');
  return { html: textSizes(html), payload: { ...textSizes(payload), external: false } };
}
