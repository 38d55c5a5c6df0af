import { deferFontPreload, returningVisitorFontPreload } from './font-preload.mjs';

const preload = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const headScript = '<script>(function(d){var c="; "+document.cookie+";";d.setAttribute("data-consent","ask")})(document.documentElement)</script>';

describe('deferFontPreload', () => {
  it('moves the font preload behind the consent head script, for returning visitors only', () => {
    const page = `<html><head>${preload}<link rel="stylesheet" href="/a.css"/>${headScript}<style></style></head><body></body></html>`;
    expect(deferFontPreload(page)).toBe(
      `<html><head><link rel="stylesheet" href="/a.css"/>${headScript}${returningVisitorFontPreload('/_next/static/media/inter.woff2')}<style></style></head><body></body></html>`,
    );
  });

  it('drops the preload of a page without the consent layer and leaves a page without one alone', () => {
    expect(deferFontPreload(`<head>${preload}<script>go()</script></head>`)).toBe('<head><script>go()</script></head>');
    const plain = `<head>${headScript}</head>`;
    expect(deferFontPreload(plain)).toBe(plain);
  });
});

describe('returningVisitorFontPreload', () => {
  const run = (prompted: boolean) => {
    document.head.innerHTML = '';
    if (prompted) document.documentElement.setAttribute('data-consent', 'ask');
    else document.documentElement.removeAttribute('data-consent');
    new Function(returningVisitorFontPreload('/media/inter.woff2').replace(/^<script>|<\/script>$/g, ''))();
    return () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.outerHTML);
  };
  const link = '<link rel="preload" href="/media/inter.woff2" as="font" type="font/woff2" crossorigin="">';

  it('preloads the font at once for a returning visitor', () => {
    expect(run(false)()).toEqual([link]);
  });

  it('preloads it only after the load event when the page asks for a consent decision', () => {
    const preloads = run(true);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual([link]);
  });
});
