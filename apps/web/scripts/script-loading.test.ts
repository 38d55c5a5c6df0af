import { afterFirstFrameLoader } from '@site/consent/firstFrame';
import { loadScriptsAfterFirstFrame } from './script-loading.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
const legacy = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';

describe('loadScriptsAfterFirstFrame', () => {
  it('replaces the chunk tags and their preloads by one loader at the end of <body>, in order', () => {
    const page = `<html><head>${preload('a')}<style></style>${chunk('runtime')}${chunk('main')}${legacy}${chunk('a')}</head><body><p>hi</p><script>self.__next_f.push([1,""])</script></body></html>`;
    expect(loadScriptsAfterFirstFrame(page)).toBe(
      `<html><head><style></style>${legacy}</head><body><p>hi</p><script>self.__next_f.push([1,""])</script>${afterFirstFrameLoader([
        '/_next/static/chunks/runtime.js',
        '/_next/static/chunks/main.js',
        '/_next/static/chunks/a.js',
      ])}</body></html>`,
    );
  });

  it('keeps a preload of something that is not one of the page chunks, and leaves a page without chunks alone', () => {
    const page = `<head>${preload('other')}${chunk('main')}</head><body></body>`;
    expect(loadScriptsAfterFirstFrame(page)).toBe(
      `<head>${preload('other')}</head><body>${afterFirstFrameLoader(['/_next/static/chunks/main.js'])}</body>`,
    );
    const plain = '<head><script>go()</script></head><body></body>';
    expect(loadScriptsAfterFirstFrame(plain)).toBe(plain);
  });
});
