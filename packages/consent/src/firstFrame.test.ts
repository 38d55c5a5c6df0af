import { afterFirstFrameLoader } from './firstFrame';

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; options: unknown };

describe('afterFirstFrameLoader', () => {
  let frames: FrameRequestCallback[] = [];
  let observers: Observer[] = [];
  let visibility: DocumentVisibilityState = 'visible';

  /** Paint Timing as Chromium has it: the page's observers are told of a paint entry. */
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private callback: Observer['callback']) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const paint = (name: string) =>
    observers.forEach(({ callback }) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));

  beforeEach(() => {
    frames = [];
    observers = [];
    visibility = 'visible';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-scripts');
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  const run = (loader: string) => new Function(loader.replace(/^<script>|<\/script>$/g, ''))();
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

  it('sets data-scripts pending first and ends with its list, which the bench reads (bench/lib/bytes.mjs)', () => {
    expect(afterFirstFrameLoader(['/a.js', '/b.js'])).toMatch(
      /setAttribute\("data-scripts","pending"\)[\s\S]*?\}\)\(\["\/a\.js","\/b\.js"\]\)<\/script>$/,
    );
  });

  it('marks <html> pending until every script has loaded or failed', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    const state = () => document.documentElement.getAttribute('data-scripts');
    expect(state()).toBe('pending');
    paint('first-contentful-paint');
    const [a, b] = document.head.querySelectorAll('script');
    a!.dispatchEvent(new Event('error'));
    expect(state()).toBe('pending');
    b!.dispatchEvent(new Event('load'));
    expect(state()).toBe('loaded');
  });
});
