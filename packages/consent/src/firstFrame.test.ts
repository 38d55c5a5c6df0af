import { afterFirstFrameLoader } from './firstFrame';

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

  const run = (loader: string) => new Function(loader.replace(/^<script>|<\/script>$/g, ''))();
  const added = () =>
    [...document.head.children].map((e) =>
      e instanceof HTMLScriptElement
        ? ['script', e.getAttribute('src'), e.type || 'classic', e.crossOrigin]
        : ['link', (e as HTMLLinkElement).rel, e.getAttribute('href'), (e as HTMLLinkElement).crossOrigin],
    );

  it('adds the scripts, in order, only once the first frame has been painted', () => {
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The frame's callback runs before its paint; the scripts come in the task after it.
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual([
      ['script', '/a.js', 'classic', null],
      ['script', '/b.js', 'classic', null],
    ]);
  });

  it('marks <html> pending until every script has loaded or failed', () => {
    document.documentElement.removeAttribute('data-scripts');
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    const state = () => document.documentElement.getAttribute('data-scripts');
    expect(state()).toBe('pending');
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    const [a, b] = document.head.querySelectorAll('script');
    a!.dispatchEvent(new Event('error'));
    expect(state()).toBe('pending');
    b!.dispatchEvent(new Event('load'));
    expect(state()).toBe('loaded');
  });

  it('adds a module entry after its modulepreloads, both fetched as the HTML tags would', () => {
    run(afterFirstFrameLoader(['/entry.js'], { module: true, modulePreloads: ['/catalogue.js'] }));
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(added()).toEqual([
      ['link', 'modulepreload', '/catalogue.js', 'anonymous'],
      ['script', '/entry.js', 'module', 'anonymous'],
    ]);
  });

  it('adds them at once in a background tab, which gets no frames until it is shown', () => {
    visibility = 'hidden';
    run(afterFirstFrameLoader(['/a.js', '/b.js']));
    expect(frames).toEqual([]);
    expect(added()).toHaveLength(2);
  });
});
