/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSiteConfig } from '@site/config';
import { registrationMessages } from '@site/i18n/registration';
import { afterFirstFrameLoader, fontPreloadScript } from '@site/consent/firstFrame';
import type { LocaleCatalogue } from '../src/i18n/catalogues';
import { pageCatalogueId } from '../src/i18n/pageCatalogue';
import { inlineStylesheets, localePage, writeLocalePages } from './localePages';

const config = { ...defaultSiteConfig, brand: 'Moss' };
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="x" />
    <title>Open account</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const catalogue = (text: string): LocaleCatalogue => ({ messages: { Probe: { text } }, consent: {} as LocaleCatalogue['consent'] });
/** The page's JSON data block of the app's texts, parsed as the app does (src/i18n/pageCatalogue.ts). */
const textsIn = (page: string) => {
  const blocks = [...page.matchAll(/<script type="application\/json" id="([^"]+)" data-locale="([^"]+)">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const [, id, locale, json] = blocks[0]!;
  expect(id).toBe(pageCatalogueId);
  return { locale, catalogue: JSON.parse(json!) as LocaleCatalogue };
};

describe('a locale page', () => {
  it('has the locale, its title and description, its entry after the first frame and a no-script note', () => {
    const page = localePage(html, 'de-DE', catalogue('Hallo'), config);
    const texts = registrationMessages('de-DE', config);
    const title = String((texts.RegistrationPage as Record<string, string>).title);
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain(`<title>${title}</title>`);
    // The entry is added by the loader at the end of <body>, not by a tag, with nothing to preload: the texts are in the page.
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain(`${afterFirstFrameLoader(['/assets/index-abc.js'], { module: true, paintFirst: 'summary' })}\n  </body>`);
    expect(page).toContain(`<noscript><p class="notice notice--script" role="note">${String((texts.Common as Record<string, string>).formNeedsJavaScript)}</p></noscript>`);
    expect(page).not.toContain('content="x"');
  });

  it('preloads the one font file through fontPreloadScript only and holds the consent summary in its locale', () => {
    const page = localePage(html, 'en-EU', catalogue('Hello'), config, 'assets/inter-latin-abc.woff2');
    // No preload in the markup itself: a first visit's first frame does not wait for the font.
    expect(page).not.toMatch(/^\s*<link rel="preload"[^>]*as="font"/m);
    expect(page).toContain(fontPreloadScript('/assets/inter-latin-abc.woff2'));
    expect(page.match(/as=\\"font\\"/g)).toHaveLength(1);
    expect(page).toMatch(/<div id="root"><\/div>\s*<div id="[^"]+" class="consent-summary" hidden>/);
  });

  it("carries its locale's catalogue as a JSON data block that no text can close", () => {
    const hostile = 'a </script><script>alert(1)</script> <!-- b';
    const page = localePage(html, 'de-DE', catalogue(hostile), config);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).not.toContain('<!-- b');
    expect(textsIn(page)).toEqual({ locale: 'de-DE', catalogue: catalogue(hostile) });
    // Before the loader, so the app finds it when it starts.
    expect(page.indexOf(`id="${pageCatalogueId}"`)).toBeLessThan(page.indexOf(afterFirstFrameLoader(['/assets/index-abc.js'], { module: true, paintFirst: 'summary' })));
  });

  it('refuses an index.html without the root element or the entry script', () => {
    expect(() => localePage('<html lang="en"></html>', 'en-EU', catalogue('a'), config)).toThrow('no <div id="root"></div>');
    expect(() => localePage('<html lang="en"><div id="root"></div></html>', 'en-EU', catalogue('a'), config)).toThrow('no module entry script');
  });

  it('inlines the stylesheets, so the first frame needs nothing but the HTML', () => {
    const read = (path: string) => ({ 'assets/index-def.css': '.a{color:red}\n' })[path] ?? '';
    const inlined = inlineStylesheets(html, read);
    expect(inlined).toContain('<style>.a{color:red}</style>');
    expect(inlined).not.toContain('rel="stylesheet"');
  });

  it('writes both locale pages, the en-EU root page and the redirects', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registration-pages-'));
    writeFileSync(join(dir, 'index.html'), html);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-def.css'), '.b{margin:0}');
    writeLocalePages(dir, (locale) => catalogue(`texts of ${locale}`), config);
    expect(textsIn(readFileSync(join(dir, 'deDE', 'index.html'), 'utf8'))).toEqual({ locale: 'de-DE', catalogue: catalogue('texts of de-DE') });
    expect(textsIn(readFileSync(join(dir, 'enEU', 'index.html'), 'utf8'))).toEqual({ locale: 'en-EU', catalogue: catalogue('texts of en-EU') });
    const root = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(root).toContain('<html lang="en-EU">');
    expect(textsIn(root)).toEqual({ locale: 'en-EU', catalogue: catalogue('texts of en-EU') });
    expect(readFileSync(join(dir, 'deDE', 'index.html'), 'utf8')).toContain('<style>.b{margin:0}</style>');
    expect(readFileSync(join(dir, '_redirects'), 'utf8')).toBe(
      '/deDE/* /deDE/index.html 200\n/enEU/* /enEU/index.html 200\n',
    );
  });
});
