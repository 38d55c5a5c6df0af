import { fontPreloadScript } from '@site/consent/firstFrame';
import { deferFontPreload } from './font-preload.mjs';

const preload = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const headScript = '<script>(function(d){var c="; "+document.cookie+";";d.setAttribute("data-consent","ask")})(document.documentElement)</script>';

describe('deferFontPreload', () => {
  it('moves the font preload behind the consent head script, as the after-paint preload script', () => {
    const page = `<html><head>${preload}<link rel="stylesheet" href="/a.css"/>${headScript}<style></style></head><body></body></html>`;
    expect(deferFontPreload(page)).toBe(
      `<html><head><link rel="stylesheet" href="/a.css"/>${headScript}${fontPreloadScript('/_next/static/media/inter.woff2')}<style></style></head><body></body></html>`,
    );
  });

  it('drops the preload of a page without the consent layer and leaves a page without one alone', () => {
    expect(deferFontPreload(`<head>${preload}<script>go()</script></head>`)).toBe('<head><script>go()</script></head>');
    const plain = `<head>${headScript}</head>`;
    expect(deferFontPreload(plain)).toBe(plain);
  });
});
