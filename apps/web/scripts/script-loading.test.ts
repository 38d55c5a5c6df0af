import { afterFirstFrameLoader, loadScriptsAfterFirstFrame } from './script-loading.mjs';

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

describe('afterFirstFrameLoader', () => {
  let frames: FrameRequestCallback[] = [];
  let visibility: DocumentVisibilityState = 'visible';

  beforeEach(() => {
    frames = [];
    visibility = 'visible';
    document.head.innerHTML = '';
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const run = () => new Function(afterFirstFrameLoader(['/a.js', '/b.js']).replace(/^<script>|<\/script>$/g, ''))();
  const added = () => [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);

  it('adds the scripts, async and in order, only once the first frame has been painted', () => {
    run();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The frame's callback runs before its paint; the scripts come in the task after it.
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['/a.js', true],
      ['/b.js', true],
    ]);
  });

  it('adds them at once in a background tab, which gets no frames until it is shown', () => {
    visibility = 'hidden';
    run();
    expect(frames).toEqual([]);
    expect(added()).toHaveLength(2);
  });
});
