import { openChat, openChatWhenReady } from './chat';

const win = window as { fcWidget?: unknown };
afterEach(() => delete win.fcWidget);

describe('openChat', () => {
  it("opens Freshchat's widget when its script has put it on the page", () => {
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => true };
    expect(openChat()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says false without the widget, or while it is still loading', () => {
    expect(openChat()).toBe(false);
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => false };
    expect(openChat()).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openChatWhenReady', () => {
  const addChatScript = (state?: 'loaded' | 'failed') => {
    const script = document.createElement('script');
    script.dataset.consentService = 'FRESHCHAT';
    if (state) script.dataset.consentState = state;
    document.head.appendChild(script);
    return script;
  };
  afterEach(() => {
    jest.useRealTimers();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('says false at once without a chat script, or when the script failed or ran without a widget before the click', async () => {
    await expect(openChatWhenReady()).resolves.toBe(false);
    addChatScript('failed');
    await expect(openChatWhenReady()).resolves.toBe(false);
    document.head.querySelector('script')!.dataset.consentState = 'loaded';
    await expect(openChatWhenReady()).resolves.toBe(false);
  });

  it('waits for a widget that is still loading and opens it', async () => {
    jest.useFakeTimers();
    addChatScript('loaded');
    let ready = false;
    const open = jest.fn();
    win.fcWidget = { open, isLoaded: () => ready };
    const opened = openChatWhenReady();
    jest.advanceTimersByTime(300);
    expect(open).not.toHaveBeenCalled();
    ready = true;
    jest.advanceTimersByTime(100);
    await expect(opened).resolves.toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('gives up when the script fails while the visitor waits, and after the wait', async () => {
    jest.useFakeTimers();
    const script = addChatScript();
    const failed = openChatWhenReady();
    script.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBe(false);
    const slow = openChatWhenReady(1000);
    jest.advanceTimersByTime(1100);
    await expect(slow).resolves.toBe(false);
  });
});
