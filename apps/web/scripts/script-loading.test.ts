import { afterFirstFrameLoader } from '@site/consent/firstFrame';
import { loadScriptsAfterFirstFrame } from './script-loading.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
const legacy = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';

describe('loadScriptsAfterFirstFrame', () => {
  const frame = { after: 'frame' } as const;

  it('replaces the chunk tags and their preloads by one loader right after the consent summary, in order', () => {
    // The summary's own markup nests <div>s; the loader goes after its end tag, still a child of <body>.
    const summary = '<div id="consent-summary" class="consent-summary" hidden=""><div class="consent-backdrop"><div role="dialog"><p>We use cookies</p></div></div></div>';
    const page = `<html><head>${preload('a')}<style></style>${chunk('runtime')}${chunk('main')}${legacy}${chunk('a')}</head><body><a class="skip-link" href="#main">Skip</a>${summary}<header><div>Menu</div></header><p>hi</p><script>self.__next_f.push([1,""])</script></body></html>`;
    expect(loadScriptsAfterFirstFrame(page)).toBe(
      `<html><head><style></style>${legacy}</head><body><a class="skip-link" href="#main">Skip</a>${summary}${afterFirstFrameLoader(
        ['/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js', '/_next/static/chunks/a.js'],
        frame,
      )}<header><div>Menu</div></header><p>hi</p><script>self.__next_f.push([1,""])</script></body></html>`,
    );
  });

  it('puts the loader at the end of <body> in a page without the summary as a child of <body>', () => {
    const page = `<html><head>${chunk('main')}</head><body><main><div id="consent-summary"></div></main><p>hi</p></body></html>`;
    expect(loadScriptsAfterFirstFrame(page)).toBe(
      `<html><head></head><body><main><div id="consent-summary"></div></main><p>hi</p>${afterFirstFrameLoader(['/_next/static/chunks/main.js'], frame)}</body></html>`,
    );
  });

  it('keeps a preload of something that is not one of the page chunks, and leaves a page without chunks alone', () => {
    const page = `<head>${preload('other')}${chunk('main')}</head><body></body>`;
    expect(loadScriptsAfterFirstFrame(page)).toBe(
      `<head>${preload('other')}</head><body>${afterFirstFrameLoader(['/_next/static/chunks/main.js'], frame)}</body>`,
    );
    const plain = '<head><script>go()</script></head><body></body>';
    expect(loadScriptsAfterFirstFrame(plain)).toBe(plain);
  });

  it("hands the page's RSC payload to the loader as the script the chunks wait for, and needs chunks to do so", () => {
    const page = `<head>${chunk('main')}</head><body></body>`;
    expect(loadScriptsAfterFirstFrame(page, { first: '/_next/static/payload/p.js' })).toBe(
      `<head></head><body>${afterFirstFrameLoader(['/_next/static/chunks/main.js'], { ...frame, first: '/_next/static/payload/p.js' })}</body>`,
    );
    expect(() => loadScriptsAfterFirstFrame('<head></head><body></body>', { first: '/_next/static/payload/p.js' })).toThrow(/no chunk scripts/);
  });
});
