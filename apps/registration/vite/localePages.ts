import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '@site/config';
import { consentLegalLinks } from '@site/config/routes';
import { consentSummaryHtml, type ConsentMessages } from '@site/consent';
import { afterFirstFrameLoader, fontPreloadScript } from '@site/consent/firstFrame';
import { locales, toRegistrationLocale, type Locale, type Messages } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import type { LocaleCatalogue } from '../src/i18n/catalogues';
import { pageCatalogueId } from '../src/i18n/pageCatalogue';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * The built index.html with its stylesheets' rules inlined (`readAsset` reads a file of the
 * build by its path): the first frame, which shows the consent summary on a first visit (its
 * LCP element), then waits for nothing but the HTML. The site inlines its CSS too.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(stylesheet, (_tag, path: string) => `<style>${readAsset(path).trim()}</style>`);
}

/**
 * The locale's catalogue as a JSON data block, which the app reads at start
 * (src/i18n/pageCatalogue.ts): texts are data, not code, so they cost no request and no script
 * parse. Every `<` is escaped, so no text can close the element. A data block is not executed:
 * the CSP needs no hash for it (@site/security hashes executable scripts only).
 */
export function catalogueBlock(locale: Locale, catalogue: LocaleCatalogue): string {
  const json = JSON.stringify(catalogue).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageCatalogueId}" data-locale="${locale}">${json}</script>`;
}

/**
 * index.html for one locale: its `lang`, title and description (right before the script runs,
 * for screen readers and link previews), a preload of the one font file
 * (`fontPreloadScript`: once the scripts are in and the paint has been reported, on every
 * visit, since Chrome holds the first frame for a preloaded `optional` font), a <noscript> notice that the form needs JavaScript (the whole
 * page is rendered by it), the consent dialog's summary in this locale, shown in the first
 * frame by the head script when a decision is needed (@site/consent staticDialog.ts;
 * ConsentRoot attaches to it), and the locale's catalogue (`catalogueBlock`). The app's entry
 * (a module script) is added by @site/consent/firstFrame: after the summary's paint when the
 * summary is shown, so it does not hold that paint; at once otherwise, since the page has
 * nothing else to paint before its script.
 */
export function localePage(html: string, locale: Locale, catalogue: LocaleCatalogue, siteConfig: SiteConfig, fontFile?: string): string {
  const messages = registrationMessages(locale, siteConfig);
  const texts = messages.RegistrationPage as Messages;
  const needsJavaScript = escapeHtml(String((messages.Common as Messages).formNeedsJavaScript));
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html: no <div id="root"></div>.');
  const entry = entryScript.exec(html);
  if (!entry) throw new Error('index.html: no module entry script.');
  const summary = consentSummaryHtml(messages.Consent as unknown as ConsentMessages, consentLegalLinks(locale, siteConfig));
  const loader = afterFirstFrameLoader([entry[1]!], { module: true, paintFirst: 'summary' });
  return html
    .replace(entry[0], '')
    .replace('<div id="root"></div>', `<noscript><p class="notice notice--script" role="note">${needsJavaScript}</p></noscript>\n    <div id="root"></div>\n    ${summary}`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(String(texts.title))}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(String(texts.headline))}"`)
    .replace('</head>', (fontFile ? `  ${fontPreloadScript(`/${fontFile}`)}\n` : '') + '  </head>')
    .replace('</body>', `  ${catalogueBlock(locale, catalogue)}\n    ${loader}\n  </body>`);
}

/**
 * Writes `/{deDE|enEU}/index.html` and, for `/` and unknown paths (which the app sends to
 * /enEU/), the root index.html as the en-EU page; and `_redirects`, which answers every path
 * below a locale with that locale's page (Cloudflare Pages; scripts/serve.mjs does the same by
 * taking the nearest index.html). `catalogueOf` gives each locale's catalogue for its page.
 */
export function writeLocalePages(
  dir: string,
  catalogueOf: (locale: Locale) => LocaleCatalogue,
  siteConfig: SiteConfig,
  fontFile?: string,
): void {
  const html = inlineStylesheets(readFileSync(join(dir, 'index.html'), 'utf8'), (path) => readFileSync(join(dir, path), 'utf8'));
  const page = (locale: Locale) => localePage(html, locale, catalogueOf(locale), siteConfig, fontFile);
  writeFileSync(join(dir, 'index.html'), page('en-EU'));
  for (const locale of locales) {
    mkdirSync(join(dir, toRegistrationLocale(locale)), { recursive: true });
    writeFileSync(join(dir, toRegistrationLocale(locale), 'index.html'), page(locale));
  }
  writeFileSync(
    join(dir, '_redirects'),
    locales.map((l) => `/${toRegistrationLocale(l)}/* /${toRegistrationLocale(l)}/index.html 200\n`).join(''),
  );
}
