import { act, render } from '@testing-library/react';
import { TURNSTILE_TOKEN_WAIT_MS, TURNSTILE_WAIT_MS, useTurnstile, type Turnstile } from './turnstile';

let hook: Turnstile | undefined;
function Form({ siteKey }: { siteKey?: string }) {
  hook = useTurnstile(siteKey, 'de-DE', 'signup');
  return <form aria-label="form">{hook.slot}</form>;
}

type Options = { sitekey: string; language?: string; action?: string; callback: (t: string) => void };
function fakeTurnstile() {
  const calls: Options[] = [];
  const api = {
    render: jest.fn((_container: HTMLElement, options: Options) => {
      calls.push(options);
      return `widget-${calls.length}`;
    }),
    reset: jest.fn(),
    remove: jest.fn(),
  };
  return { api, calls };
}

afterEach(() => {
  delete window.turnstile;
  hook = undefined;
  jest.useRealTimers();
});

describe('useTurnstile', () => {
  it('renders nothing, never looks for the script and has no token without a site key', async () => {
    const { api } = fakeTurnstile();
    window.turnstile = api;
    const { container } = render(<Form />);
    expect(container.querySelector('[data-turnstile]')).toBeNull();
    expect(api.render).not.toHaveBeenCalled();
    await expect(hook!.token()).resolves.toBeUndefined();
  });

  it("renders the widget once the loader's script arrives, in the page's language, and hands out its token", async () => {
    jest.useFakeTimers();
    const { container } = render(<Form siteKey="site-key-1" />);
    expect(container.querySelector('[data-turnstile]')).not.toBeNull();
    const { api, calls } = fakeTurnstile();
    window.turnstile = api;
    act(() => jest.advanceTimersByTime(250));
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.render.mock.calls[0]?.[0]).toBe(container.querySelector('[data-turnstile]'));
    expect(calls[0]).toMatchObject({ sitekey: 'site-key-1', language: 'de', action: 'signup' });
    // A submit before the widget is solved waits for it.
    const early = hook!.token();
    act(() => calls[0]!.callback('token-a'));
    await expect(early).resolves.toBe('token-a');
    await expect(hook!.token()).resolves.toBe('token-a');
    // After a submit the token is spent: the widget is reset and the next submit waits again.
    act(() => hook!.reset());
    expect(api.reset).toHaveBeenCalledWith('widget-1');
    const next = hook!.token();
    act(() => calls[0]!.callback('token-b'));
    await expect(next).resolves.toBe('token-b');
  });

  it('a submit sends without a token when the widget does not solve in time', async () => {
    jest.useFakeTimers();
    const { api } = fakeTurnstile();
    window.turnstile = api;
    render(<Form siteKey="k" />);
    const pending = hook!.token();
    act(() => jest.advanceTimersByTime(TURNSTILE_TOKEN_WAIT_MS + 1));
    await expect(pending).resolves.toBeUndefined();
  });

  it('stops waiting for a script that never comes, and then has no token to wait for', async () => {
    jest.useFakeTimers();
    render(<Form siteKey="k" />);
    act(() => jest.advanceTimersByTime(TURNSTILE_WAIT_MS + 500));
    const { api } = fakeTurnstile();
    window.turnstile = api;
    act(() => jest.advanceTimersByTime(1000));
    expect(api.render).not.toHaveBeenCalled();
    await expect(hook!.token()).resolves.toBeUndefined();
  });

  it('removes the widget when the form goes away', () => {
    const { api } = fakeTurnstile();
    window.turnstile = api;
    const { unmount } = render(<Form siteKey="k" />);
    expect(api.render).toHaveBeenCalledTimes(1);
    unmount();
    expect(api.remove).toHaveBeenCalledWith('widget-1');
  });
});
