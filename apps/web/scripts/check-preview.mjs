#!/usr/bin/env node
// Checks an export against the editor preview's promises (docs/deploying.md, "Editor preview").
//   node apps/web/scripts/check-preview.mjs preview apps/web/out    (a CONTENTFUL_PREVIEW=1 build)
//   node apps/web/scripts/check-preview.mjs published apps/web/out  (a delivery build)
// preview: the stub's draft article is there, every page is noindex and shows the translated
// preview bar, the sitemap lists no URL and robots.txt disallows all.
// published: the draft is nowhere, and no page shows the bar.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLocale, locales } from '@site/i18n/localeList';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const [mode, dir] = process.argv.slice(2);
if (!['preview', 'published'].includes(mode) || !dir) {
  console.error('usage: check-preview.mjs preview|published <export dir>');
  process.exit(2);
}

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const drafts = readJson('packages/content/data/preview-drafts.json').entries;
const barText = Object.fromEntries(locales.map((l) => [l, readJson(`packages/i18n/messages/${l}/PreviewBar.json`).text]));

function* htmlFiles(path) {
  for (const name of readdirSync(path)) {
    const full = join(path, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith('.html')) yield full;
  }
}

/** The rendered text of a page, with entities decoded enough for plain sentences. */
const textOf = (html) =>
  html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

const failures = [];
const pages = [...htmlFiles(dir)];
for (const file of pages) {
  const html = textOf(readFileSync(file, 'utf8'));
  const name = relative(dir, file);
  const locale = locales.find((l) => name.startsWith(`${l}${sep}`));
  const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const hasBar = Object.values(barText).some((text) => html.includes(text));
  if (mode === 'preview') {
    if (!/\bnoindex\b/.test(robots)) failures.push(`${name}: no robots noindex (got "${robots}")`);
    if (locale && !html.includes(barText[locale])) failures.push(`${name}: no preview bar "${barText[locale]}"`);
  } else {
    if (hasBar) failures.push(`${name}: shows the preview bar`);
    for (const draft of drafts) {
      for (const title of Object.values(draft.fields.title)) if (html.includes(title)) failures.push(`${name}: shows the draft "${title}"`);
    }
  }
}

for (const draft of drafts) {
  for (const locale of locales) {
    const slug = draft.fields.slug[locale] ?? draft.fields.slug[defaultLocale];
    const title = draft.fields.title[locale];
    const page = join(dir, locale, 'magazine', slug, 'index.html');
    const list = join(dir, locale, 'magazine', 'index.html');
    if (mode === 'preview') {
      if (!existsSync(page) || !textOf(readFileSync(page, 'utf8')).includes(title)) failures.push(`${relative(dir, page)}: the draft article is missing`);
      if (!textOf(readFileSync(list, 'utf8')).includes(title)) failures.push(`${relative(dir, list)}: the draft article is not listed`);
    } else if (existsSync(page)) {
      failures.push(`${relative(dir, page)}: a draft was published`);
    }
  }
}

if (mode === 'preview') {
  const sitemap = join(dir, 'sitemap.xml');
  if (existsSync(sitemap) && readFileSync(sitemap, 'utf8').includes('<url>')) failures.push('sitemap.xml lists URLs');
  const robots = existsSync(join(dir, 'robots.txt')) ? readFileSync(join(dir, 'robots.txt'), 'utf8') : '';
  if (!/^Disallow: \/$/m.test(robots) || /^Allow:/m.test(robots) || /^Sitemap:/m.test(robots)) {
    failures.push(`robots.txt does not keep crawlers out:\n${robots}`);
  }
}

if (pages.length === 0) failures.push(`no HTML page in ${dir}`);
if (failures.length > 0) {
  console.error(`check-preview (${mode}) failed for ${dir}:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-preview (${mode}): ${pages.length} pages in ${dir} keep the editor preview's promises`);
