import { createHash } from 'node:crypto';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import compile from 'icu-minify/compile';
import { readApiConfig } from '@site/api';
import { assertProductionConfig, readSiteConfig } from '@site/config';
import { readConsentConfig } from '@site/consent';
import { isStrictI18n, locales, toRegistrationLocale, type Locale, type Messages } from '@site/i18n';
import { pickMessages } from '@site/i18n/web';
import { registrationMessages } from '@site/i18n/registration';
import { breakpoints, fontFamily, themeCssVariables } from '@site/theme';
import { secureExport } from '@site/security/node';
import { unsupportedNode } from './src/message-format';
import { appQrSvg } from './src/app-qr-code';
import type { ConsentDialogMessages } from '@site/consent';

const port = Number(process.env.REGISTRATION_PORT ?? 3001);
// DEPLOY_ENV=production: stop on any placeholder left in the configuration (README: Deploying).
assertProductionConfig(process.env);
const siteConfig = readSiteConfig(process.env);
const apiConfig = readApiConfig(process.env);
// CONSENT_* (README of @site/consent); an invalid value stops the build here.
const consentConfig = readConsentConfig(process.env);

/**
 * Messages are compiled here, at build time (icu-minify, the precompile path of use-intl 4), and
 * formatted in the browser by src/message-format.ts (arguments and rich-text tags, the only
 * features these texts use; the build stops on any other): the bundle carries neither
 * intl-messageformat nor the ICU parser, nor use-intl's provider (see the README's size note).
 */
type Compiled = { [key: string]: ReturnType<typeof compile> | Compiled };
function precompile(node: Messages, path = ''): Compiled {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (typeof value !== 'string') return [key, precompile(value, `${path}${key}.`)];
      const compiled = compile(value);
      // The app's formatter handles arguments and rich-text tags only (src/message-format.ts).
      const unsupported = unsupportedNode(compiled);
      if (unsupported !== undefined) {
        throw new Error(`${path}${key}: ${unsupported} is not supported by src/message-format.ts.`);
      }
      return [key, compiled];
    }),
  );
}
/**
 * Only what this app renders goes into a locale's catalogue chunk (85 KB budget): its own
 * namespaces whole, and of the namespaces shared with the site only
 * the keys it uses, so texts others add there do not grow this bundle. `Consent` joins when
 * ConsentRoot is mounted here. A key missing from these lists fails loudly: e2e builds use
 * strict i18n (§8), so the page crashes and the specs fail.
 * `Consent` is not compiled for use-intl: the consent dialog takes its texts as plain strings
 * (it fills its own `{name}` placeholders, the same code runs in Next), see catalogueOf.
 */
const ownNamespaces = [
  'RegistrationError',
  'RegistrationFooter',
  'RegistrationForm',
  'RegistrationPage',
  'RegistrationSuccess',
];
const sharedKeys: Record<string, readonly string[]> = {
  Common: ['skipToContent', 'externalLink'],
  Errors: ['offline', 'invalidPasswordOrTerms', 'apiShort', 'registrationFailedText'],
  Footer: ['label', 'appStore', 'playStore', 'cookieSettings', 'copyright', 'legal', 'terms', 'imprint', 'privacy'],
  Validation: [
    'required',
    'email',
    'maxLength',
    'emailLabel',
    'passwordLabel',
    'passwordShow',
    'passwordRule',
    'passwordLength',
    'passwordLower',
    'passwordUpper',
    'passwordDigit',
    'passwordSpecial',
    'passwordValid',
    'passwordInvalid',
    'criterionMet',
    'criterionNotMet',
  ],
};
function renderedMessages(messages: Messages): Messages {
  const shared = Object.entries(sharedKeys).map(([namespace, keys]) => {
    const all = pickMessages(messages, [namespace])[namespace] as Messages;
    return [namespace, Object.fromEntries(keys.map((key) => [key, all[key]]))];
  });
  return { ...pickMessages(messages, ownNamespaces), ...Object.fromEntries(shared) };
}
/**
 * A locale's catalogue: the compiled texts and the Consent namespace as plain strings, brand
 * filled in. `embed` is left out: the registration app has no click-to-load embeds.
 */
function catalogueOf(locale: Locale) {
  const messages = registrationMessages(locale, siteConfig);
  const { embed: _embed, ...consent } = messages.Consent as unknown as ConsentDialogMessages & { embed?: unknown };
  return { messages: precompile(renderedMessages(messages)), consent };
}

/** The theme's family with the size-adjusted fallback face of src/registration.css after Inter. */
const bodyFontFamily = fontFamily.body.replace(/^'Inter Variable',/, "'Inter Variable', 'Inter Fallback',");
if (!bodyFontFamily.includes('Inter Fallback')) throw new Error(`The theme's body font no longer starts with 'Inter Variable': ${fontFamily.body}`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One chunk per locale (src/catalogues.ts imports `virtual:registration-catalogue/<locale>`), so
 * a visitor downloads the texts of one language (85 KB budget). After the bundle is written:
 * - `/{deDE|enEU}/index.html` is index.html with that locale's `lang`, title and description
 *   (right before the script runs, for screen readers and link previews), a modulepreload of
 *   its catalogue, fetched in parallel with the entry instead of after it, and a <noscript>
 *   notice that the form needs JavaScript (the whole page is rendered by it); the root index.html
 *   (`/` and unknown paths, which the app sends to /enEU/) preloads en-EU;
 * - `_redirects` answers every path below a locale with that locale's index.html (Cloudflare
 *   Pages; scripts/serve.mjs does the same by taking the nearest index.html).
 * Runs in writeBundle, before securityHeaders' closeBundle hashes the pages' inline code.
 */
const catalogueId = '\0registration-catalogue:';
const localeOfCatalogue = (id: string | null | undefined) => (id?.startsWith(catalogueId) ? id.slice(catalogueId.length) : undefined);

function registrationCatalogues() {
  const prefix = 'virtual:registration-catalogue/';
  const files = new Map<string, string>();
  /** Font files of the bundle: the one Inter file registration.css declares. */
  const fonts: string[] = [];
  return {
    name: 'registration-catalogues',
    resolveId: (id: string) => (id.startsWith(prefix) ? catalogueId + id.slice(prefix.length) : undefined),
    load(id: string) {
      const locale = localeOfCatalogue(id);
      if (locale === undefined) return undefined;
      if (!(locales as readonly string[]).includes(locale)) throw new Error(`No catalogue for locale "${locale}".`);
      return `export default ${JSON.stringify(catalogueOf(locale as Locale))};`;
    },
    generateBundle(
      _options: unknown,
      bundle: Record<string, { type: string; facadeModuleId?: string | null }>,
    ) {
      for (const [fileName, chunk] of Object.entries(bundle)) {
        const locale = chunk.type === 'chunk' ? localeOfCatalogue(chunk.facadeModuleId) : undefined;
        if (locale !== undefined) files.set(locale, fileName);
        if (chunk.type === 'asset' && fileName.endsWith('.woff2')) fonts.push(fileName);
      }
    },
    writeBundle(options: { dir?: string }) {
      const dir = options.dir!;
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      // The text above the fold is Inter: its one file loads with the page, not after the CSS.
      if (fonts.length !== 1) throw new Error(`Expected one font file (Inter, latin), found: ${fonts.join(', ') || 'none'}.`);
      const fontPreload = `  <link rel="preload" href="/${fonts[0]}" as="font" type="font/woff2" crossorigin>\n`;
      const page = (locale: Locale) => {
        const file = files.get(locale);
        if (!file) throw new Error(`The catalogue chunk of ${locale} is missing.`);
        const messages = registrationMessages(locale, siteConfig);
        const texts = messages.RegistrationPage as Messages;
        const needsJavaScript = escapeHtml(String((messages.Common as Messages).formNeedsJavaScript));
        if (!html.includes('<div id="root"></div>')) throw new Error('index.html: no <div id="root"></div>.');
        return html
          .replace('<div id="root"></div>', `<noscript><p class="notice notice--script" role="note">${needsJavaScript}</p></noscript>\n    <div id="root"></div>`)
          .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(String(texts.title))}</title>`)
          .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(String(texts.headline))}"`)
          .replace('</head>', `  <link rel="modulepreload" crossorigin href="/${file}">\n${fontPreload}  </head>`);
      };
      writeFileSync(join(dir, 'index.html'), page('en-EU'));
      for (const locale of locales) {
        mkdirSync(join(dir, toRegistrationLocale(locale)), { recursive: true });
        writeFileSync(join(dir, toRegistrationLocale(locale), 'index.html'), page(locale));
      }
      writeFileSync(
        join(dir, '_redirects'),
        locales.map((l) => `/${toRegistrationLocale(l)}/* /${toRegistrationLocale(l)}/index.html 200\n`).join(''),
      );
    },
  };
}

/**
 * The success state's QR codes, one per locale (src/app-qr-code.ts: the site's Get-the-app page),
 * are drawn here by the `qrcode` package: the target is configuration known at build time, so the
 * browser gets a ready SVG and no QR code library (9 KB gzipped as a lazy chunk).
 * The build writes them as image files (`assets/app-qr-<hash>.svg`, immutable like every asset)
 * rather than data URLs in the script: one is loaded only on large screens after a registration,
 * and they cost the script no bytes of SVG (85 KB budget). `vite dev` keeps data URLs.
 */
const appQrCodes = await Promise.all(
  locales.map(async (locale) => {
    const svg = await appQrSvg(siteConfig, locale);
    return { locale, svg, file: `assets/app-qr-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg` };
  }),
);
function appQrCode() {
  return {
    name: 'registration-app-qr-code',
    apply: 'build' as const,
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }) {
      for (const { file, svg } of appQrCodes) this.emitFile({ type: 'asset', fileName: file, source: svg });
    },
  };
}

/**
 * Brand, partner bank and outside addresses are read once, at build time, from the environment
 * (README configuration table) and compiled in; nothing in src hard-codes them.
 * REGISTRATION_E2E=1 or API_MOCK=1 (test and demo builds against the local API mock) compile in
 * the test-only crash route `/{locale}/crash-test`; production builds leave it out.
 */
/**
 * Security headers (CSP without 'unsafe-inline'/'unsafe-eval' for scripts, HSTS, frame and
 * permission policies) as Cloudflare Pages `_headers` in dist, written by @site/security's
 * secureExport (what its `secure-export dist --mode header` CLI runs) once the bundle is on disk.
 * Done here rather than in the CLI so the API's origin, known only from readApiConfig, joins
 * connect-src when API_BASE_URL points at another origin (with the default `/api` and the mock's
 * service worker, 'self' covers it). scripts/serve.mjs and Cloudflare apply the file.
 */
function securityHeaders() {
  let outDir = 'dist';
  const apiOrigin = /^https?:\/\//.test(apiConfig.baseUrl) ? new URL(apiConfig.baseUrl).origin : '';
  return {
    name: 'registration-security-headers',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = fileURLToPath(new URL(config.build.outDir, `file://${config.root}/`));
    },
    closeBundle() {
      const connect = [process.env.CSP_CONNECT_SRC, apiOrigin].filter(Boolean).join(' ');
      secureExport({
        dir: outDir,
        mode: 'header',
        env: { ...process.env, CSP_CONNECT_SRC: connect },
        immutable: ['/assets/*'],
      });
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper (about 0.6 KB gzipped), which preloads a
 * lazy chunk's imports and CSS. Here the lazy chunks (consent dialog, Bugsnag, catalogues) import only the
 * entry chunk, which is already loaded, and carry no CSS of their own, so the helper would never
 * preload anything: it is replaced by a plain call. A lazy chunk with its own CSS would need it
 * back (the bench's file list shows a new CSS asset).
 */
function noPreloadHelper() {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'registration-no-preload-helper',
    apply: 'build' as const,
    enforce: 'pre' as const,
    resolveId: (id: string) => (id === helper ? helper : undefined),
    load: (id: string) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    noPreloadHelper(),
    registrationCatalogues(),
    appQrCode(),
    securityHeaders(),
    {
      // Theme colours as CSS custom properties in the page itself: no theme code in the bundle.
      name: 'registration-theme',
      transformIndexHtml: () => [
        {
          tag: 'style',
          injectTo: 'head',
          children: `:root { ${themeCssVariables('White')} --font-body: ${bodyFontFamily}; }`,
        },
        {
          // The page's description before the script runs: the en-EU headline (the default
          // locale of index.html); RegistrationLayout switches it with the locale.
          tag: 'meta',
          injectTo: 'head',
          attrs: {
            name: 'description',
            content: String((registrationMessages('en-EU', siteConfig).RegistrationPage as Messages).headline),
          },
        },
      ],
    },
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    // API_BASE_URL, API_TIMEOUT_MS, API_MOCK (README of @site/api).
    __API_CONFIG__: JSON.stringify(apiConfig),
    // A literal of its own, so `if (__API_MOCK__)` is dead code before chunking and a build
    // without the mock emits no mock chunk at all.
    __API_MOCK__: JSON.stringify(apiConfig.mock),
    // The consent layer's configuration (vendors, Bugsnag, cookie domain, §7 attribution).
    __CONSENT_CONFIG__: JSON.stringify(consentConfig),
    // StoreBadges reads only the attribution part: without this the whole config (vendor hosts
    // included) would be inlined a second time.
    '__CONSENT_CONFIG__.attribution': JSON.stringify(consentConfig.attribution),
    __APP_QR_CODES__: JSON.stringify(
      Object.fromEntries(
        appQrCodes.map(({ locale, svg, file }) => [
          locale,
          command === 'build' ? `/${file}` : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        ]),
      ),
    ),
    __STRICT_I18N__: JSON.stringify(isStrictI18n(process.env)),
    __LARGE_SCREEN_QUERY__: JSON.stringify(`(min-width: ${breakpoints.large}rem)`),
    __E2E_HOOKS__: JSON.stringify(process.env.REGISTRATION_E2E === '1' || process.env.API_MOCK === '1'),
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  // No modulepreload polyfill: every browser the es2022 target runs in supports modulepreload,
  // and the lazy chunks (consent dialog, Bugsnag) import nothing but the entry chunk.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rollupOptions: {
      output: {
        // `catalogue-<locale>-<hash>.js`: the bench tells a page's catalogue from the other's by name.
        chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
          const locale = localeOfCatalogue(chunk.facadeModuleId);
          return locale === undefined ? 'assets/[name]-[hash].js' : `assets/catalogue-${locale}-[hash].js`;
        },
      },
    },
  },
}));
