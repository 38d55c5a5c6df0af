import { afterFirstFrameLoader, fontPreloadScript } from './firstFrame';

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; options: unknown };

/**
 * Runs an inline script as the browser would: its text, with `document.currentScript` the
 * element (whose attributes jsdom parses from the markup).
 */
const run = (markup: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const element = holder.firstElementChild as HTMLScriptElement;
  const current = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  try {
    new Function(element.textContent!)();
  } finally {
    current.mockRestore();
  }
};

describe('afterFirstFrameLoader and fontPreloadScript', () => {
  let frames: FrameRequestCallback[] = [];
  let observers: Observer[] = [];
  let visibility: DocumentVisibilityState = 'visible';

  /** The paint entries reported so far: an observer with `buffered: true` is told of them at once. */
  let reported: string[] = [];
  const entries = (names: string[]) => ({ getEntriesByName: (wanted: string) => (names.includes(wanted) ? [{ name: wanted }] : []) });

  /** Paint Timing as Chromium has it: the page's observers are told of a paint entry. */
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private callback: Observer['callback']) {}
    observe(options: { buffered?: boolean }) {
      observers.push({ callback: this.callback, options });
      if (options.buffered && reported.length > 0) this.callback(entries(reported));
    }
  }
  const paint = (name: string) => {
    reported.push(name);
    observers.forEach(({ callback }) => callback(entries([name])));
  };

  // Each run loader listens on window; a test's loaders must not hear the next test's events.
  let windowListeners: Parameters<typeof window.addEventListener>[] = [];

  beforeEach(() => {
    const listen = window.addEventListener.bind(window);
    windowListeners = [];
    jest.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
      windowListeners.push(args);
      listen(...args);
    });
    frames = [];
    observers = [];
    reported = [];
    visibility = 'visible';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-scripts');
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
  });

  afterEach(() => {
    for (const [type, listener, options] of windowListeners) window.removeEventListener(type, listener, options);
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  const added = () => [...document.head.querySelectorAll('script')].map((e) => [e.getAttribute('src'), e.type || 'classic', e.crossOrigin]);

  it('adds the scripts, in order, once the first contentful paint is reported, and only once', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(observers).toEqual([{ callback: expect.any(Function), options: { type: 'paint', buffered: true } }]);
    paint('first-paint');
    jest.runOnlyPendingTimers();
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    paint('first-contentful-paint');
    expect(added()).toEqual([
      ['/a.js', 'classic', null],
      ['/b.js', 'classic', null],
    ]);
  });

  it('fetches classic scripts and a module entry only after the paint, with nothing preloaded ahead of it', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([
      ['/a.js', 'classic', null],
      ['/b.js', 'classic', null],
    ]);
    document.head.innerHTML = '';
    observers = [];
    reported = [];
    run(afterFirstFrameLoader(['/entry.js'], { module: true }));
    // The summary is the largest paint; a preloaded entry that arrived first would count towards it.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([['/entry.js', 'module', 'anonymous']]);
  });

  it("with after 'frame', adds them in the task after the next frame, without waiting for the paint report", () => {
    // By default only the report counts: no frame callback at all.
    run(afterFirstFrameLoader(['/a.js']));
    expect(frames).toEqual([]);
    paint('first-contentful-paint');
    document.head.innerHTML = '';
    observers = [];
    reported = [];

    run(afterFirstFrameLoader(['/a.js', '/b.js'], { after: 'frame' }));
    expect(observers).toHaveLength(1);
    expect(frames).toHaveLength(1);
    frames.forEach((frame) => frame(0));
    // The frame's callback runs before its paint; the scripts come in the task after it.
    expect(added()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(added()).toEqual([
      ['/a.js', 'classic', null],
      ['/b.js', 'classic', null],
    ]);
    // The paint report that Chromium sends later adds nothing more.
    paint('first-contentful-paint');
    expect(added()).toHaveLength(2);

    // A report that comes before the frame's task goes on as well, once.
    document.head.innerHTML = '';
    frames = [];
    observers = [];
    reported = [];
    run(afterFirstFrameLoader(['/c.js'], { after: 'frame' }));
    paint('first-contentful-paint');
    expect(added()).toEqual([['/c.js', 'classic', null]]);
    frames.forEach((frame) => frame(0));
    jest.runOnlyPendingTimers();
    expect(added()).toEqual([['/c.js', 'classic', null]]);
  });

  it('without Paint Timing, adds them in the task after the first frame', () => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
    run(afterFirstFrameLoader(['/a.js']));
    frames.forEach((frame) => frame(0));
    // The frame's callback runs before its paint; the scripts come in the task after it.
    expect(added()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(added()).toEqual([['/a.js', 'classic', null]]);
  });

  it("with paintFirst 'summary', adds them at once when the consent summary is not shown (nothing else to paint)", () => {
    const html = document.documentElement;
    run(afterFirstFrameLoader(['/entry.js'], { module: true, paintFirst: 'summary' }));
    expect(added()).toEqual([['/entry.js', 'module', 'anonymous']]);

    document.head.innerHTML = '';
    html.setAttribute('data-consent', 'ask');
    run(afterFirstFrameLoader(['/entry.js'], { module: true, paintFirst: 'summary' }));
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([['/entry.js', 'module', 'anonymous']]);
    html.removeAttribute('data-consent');
  });

  it('adds a module entry as the HTML tag would fetch it', () => {
    run(afterFirstFrameLoader(['/entry.js'], { module: true }));
    paint('first-contentful-paint');
    expect(added()).toEqual([['/entry.js', 'module', 'anonymous']]);
  });

  it('adds them at once in a hidden page, and when the page is hidden before its paint', () => {
    visibility = 'hidden';
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(observers).toEqual([]);
    expect(added()).toHaveLength(2);

    document.head.innerHTML = '';
    visibility = 'visible';
    run(afterFirstFrameLoader(['/c.js']));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual([['/c.js', 'classic', null]]);
  });

  it('adds them 3 s after the load event when no paint was reported', () => {
    run(afterFirstFrameLoader(['/a.js']));
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(1);
  });

  it('carries its list in an attribute, so its text (and CSP hash) is the same on every page', () => {
    const text = (markup: string) => markup.replace(/^<script[^>]*>/, '');
    expect(text(afterFirstFrameLoader(['/a.js']))).toBe(text(afterFirstFrameLoader(['/b.js', "/it's&.js"])));
    // The browser reads the list back from the attribute as written, escapes included.
    run(afterFirstFrameLoader(["/it's&.js", '/b.js']));
    paint('first-contentful-paint');
    expect(added().map(([src]) => src)).toEqual(["/it's&.js", '/b.js']);
    // The shape bench/lib/bytes.mjs reads.
    expect(afterFirstFrameLoader(['/a.js'])).toMatch(/^<script data-after-paint='\["\/a\.js"\]'>/);
  });

  it('marks <html> pending until every script has loaded or failed, then loaded or failed', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    const state = () => document.documentElement.getAttribute('data-scripts');
    expect(state()).toBe('pending');
    paint('first-contentful-paint');
    const [a, b] = document.head.querySelectorAll('script');
    a!.dispatchEvent(new Event('load'));
    expect(state()).toBe('pending');
    b!.dispatchEvent(new Event('load'));
    expect(state()).toBe('loaded');

    document.head.innerHTML = '';
    run(afterFirstFrameLoader(['/c.js', '/d.js']));
    paint('first-contentful-paint');
    const [c, d] = document.head.querySelectorAll('script');
    c!.dispatchEvent(new Event('error'));
    expect(state()).toBe('pending');
    d!.dispatchEvent(new Event('load'));
    expect(state()).toBe('failed');
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('adds them at once on the first %s, before any paint', (type) => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event(type));
    expect(added().map(([src]) => src)).toEqual(['/a.js', '/b.js']);
    // The paint that follows adds nothing twice.
    paint('first-contentful-paint');
    document.dispatchEvent(new Event(type, { bubbles: true }));
    expect(added()).toHaveLength(2);
  });

  it('marks a failed script, adds it again when the browser is back online, and only the failed one', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    const state = () => document.documentElement.getAttribute('data-scripts');
    paint('first-contentful-paint');
    const [a, b] = document.head.querySelectorAll('script');
    a!.dispatchEvent(new Event('load'));
    b!.dispatchEvent(new Event('error'));
    expect(state()).toBe('failed');
    expect(added().map(([src]) => src)).toEqual(['/a.js']);

    window.dispatchEvent(new Event('online'));
    expect(state()).toBe('pending');
    expect(added().map(([src]) => src)).toEqual(['/a.js', '/b.js']);
    document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    expect(state()).toBe('loaded');
    // Nothing failed any more: a later online event adds nothing.
    window.dispatchEvent(new Event('online'));
    expect(added()).toHaveLength(2);
  });

  it('with `first`, fetches the others with it but adds them only once it has run, also after it failed and came back online', () => {
    const loader = afterFirstFrameLoader(['/a.js', '/b.js'], { first: '/payload.js' });
    // The payload's name is an attribute too: the loader's text is the same on every page.
    expect(loader.replace(/^<script[^>]*>/, '')).toBe(afterFirstFrameLoader(['/c.js']).replace(/^<script[^>]*>/, ''));
    expect(loader).toMatch(/^<script data-after-paint='\["\/a\.js","\/b\.js"\]' data-payload='\/payload\.js'>/);
    run(loader);
    const state = () => document.documentElement.getAttribute('data-scripts');
    const preloads = () => [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('fetchpriority')]);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added().map(([src]) => src)).toEqual(['/payload.js']);
    expect(preloads()).toEqual([
      ['preload', 'script', '/a.js', 'low'],
      ['preload', 'script', '/b.js', 'low'],
    ]);
    // Offline: the payload and the chunks' preloads fail.
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    document.head.querySelectorAll('link').forEach((link) => link.dispatchEvent(new Event('error')));
    expect(state()).toBe('failed');
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event('online'));
    expect(state()).toBe('pending');
    expect(added().map(([src]) => src)).toEqual(['/payload.js']);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(added().map(([src]) => src)).toEqual(['/payload.js', '/a.js', '/b.js']);
    expect(state()).toBe('pending');
    // Chromium hands a script its failed preload's error at once: it is asked for again, once.
    const scripts = () => [...document.head.querySelectorAll('script')];
    scripts()[1]!.dispatchEvent(new Event('error'));
    expect(added().map(([src]) => src)).toEqual(['/payload.js', '/b.js', '/a.js']);
    expect(state()).toBe('pending');
    for (const script of scripts().slice(1)) script.dispatchEvent(new Event('load'));
    expect(state()).toBe('loaded');
  });

  it('with `first`, a chunk that fails on its own (no failed preload) waits for the next online event', () => {
    run(afterFirstFrameLoader(['/a.js'], { first: '/payload.js' }));
    paint('first-contentful-paint');
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    const chunk = () => document.head.querySelectorAll('script')[1]!;
    chunk().dispatchEvent(new Event('error'));
    expect(added().map(([src]) => src)).toEqual(['/payload.js']);
    expect(document.documentElement.getAttribute('data-scripts')).toBe('failed');
    window.dispatchEvent(new Event('online'));
    expect(added().map(([src]) => src)).toEqual(['/payload.js', '/a.js']);
  });

  it('refuses `first` for a module entry', () => {
    expect(() => afterFirstFrameLoader(['/entry.js'], { module: true, first: '/payload.js' })).toThrow(/classic scripts/);
  });

  it('asks again for a failed module under a new query (the module map keeps a failed URL)', () => {
    run(afterFirstFrameLoader(['/entry.js'], { module: true }));
    paint('first-contentful-paint');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    window.dispatchEvent(new Event('online'));
    expect(added()).toEqual([[expect.stringMatching(/^\/entry\.js\?retry=\d+$/), 'module', 'anonymous']]);
  });

  describe('fontPreloadScript', () => {
    const href = '/media/inter.woff2';
    const link = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="" fetchpriority="low">`;
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.outerHTML);
    afterEach(() => document.documentElement.removeAttribute('data-consent'));

    it('never preloads it before the paint, for a returning visitor either: Chrome holds the first frame for a preloaded optional font', async () => {
      const html = document.documentElement;
      run(fontPreloadScript(href));
      expect(preloads()).toEqual([]);
      html.setAttribute('data-scripts', 'loaded');
      await Promise.resolve();
      expect(preloads()).toEqual([]);
      paint('first-contentful-paint');
      expect(preloads()).toEqual([link]);
      html.removeAttribute('data-scripts');
    });

    it('on a first visit, preloads it once the scripts have arrived or failed, not at the paint', async () => {
      const html = document.documentElement;
      html.setAttribute('data-consent', 'ask');
      run(fontPreloadScript(href));
      paint('first-contentful-paint');
      html.setAttribute('data-scripts', 'pending');
      await Promise.resolve();
      expect(preloads()).toEqual([]);
      html.setAttribute('data-scripts', 'loaded');
      await Promise.resolve();
      expect(preloads()).toEqual([link]);
      html.setAttribute('data-scripts', 'pending');
      html.setAttribute('data-scripts', 'failed');
      await Promise.resolve();
      expect(preloads()).toEqual([link]);
    });

    it('on a first visit, waits for the paint report when the scripts arrive before it', async () => {
      const html = document.documentElement;
      html.setAttribute('data-consent', 'ask');
      run(fontPreloadScript(href));
      html.setAttribute('data-scripts', 'loaded');
      await Promise.resolve();
      expect(preloads()).toEqual([]);
      paint('first-paint');
      expect(preloads()).toEqual([]);
      paint('first-contentful-paint');
      expect(preloads()).toEqual([link]);
    });

    it('on a first visit whose scripts never report, preloads it 3 s after the load event', () => {
      document.documentElement.setAttribute('data-consent', 'ask');
      run(fontPreloadScript(href));
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(2999);
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(preloads()).toEqual([link]);
    });
  });
});
