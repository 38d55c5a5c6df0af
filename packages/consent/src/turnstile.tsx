import { useCallback, useEffect, useRef } from 'react';

/** The part of Turnstile's explicit-render API (challenges.cloudflare.com/turnstile/v0/api.js) used here. */
interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      action?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** How long a form waits for the vendor loader to bring Turnstile's script before giving up. */
export const TURNSTILE_WAIT_MS = 30_000;
/** How long a submit waits for a widget that is still solving before it sends without a token. */
export const TURNSTILE_TOKEN_WAIT_MS = 5_000;
const POLL_MS = 200;

export interface Turnstile {
  /** The widget's container, or null when no site key is configured. Put it inside the form. */
  slot: React.ReactNode;
  /**
   * The widget's token for a submit: at once when it has one; while it is still solving, as soon
   * as it is solved, or undefined after TURNSTILE_TOKEN_WAIT_MS; undefined at once without a
   * widget (no site key, or the script never came). Tokens are single use: reset after sending.
   */
  token(): Promise<string | undefined>;
  /** After each submit: the server has spent the token, so the widget asks for a new one. */
  reset(): void;
}

/**
 * Cloudflare Turnstile on a form, when the build configures it (CONSENT_CLOUDFLARE_ID, the site
 * key). The script is an essential vendor of the registry, added by the consent loader
 * (`render=explicit`); this renders the widget once the script has arrived and keeps its token.
 * The form sends the token as the `CF-Turnstile-Response` header (@site/api CallOptions). Without
 * a token (script blocked or not yet solved) the form still sends: a Worker with a Turnstile
 * secret then answers 403 TURNSTILE_FAILED, which the form shows as the §8 API error, with
 * everything typed kept.
 */
export function useTurnstile(siteKey: string | undefined, locale: string, action: string): Turnstile {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const current = useRef<string | undefined>(undefined);
  const waiting = useRef(new Set<(token: string | undefined) => void>());
  const setToken = useCallback((value: string | undefined) => {
    current.current = value;
    if (value === undefined) return;
    for (const resolve of waiting.current) resolve(value);
    waiting.current.clear();
  }, []);

  useEffect(() => {
    if (!siteKey) return;
    let stopped = false;
    const render = (): boolean => {
      const api = window.turnstile;
      if (!api || !container.current) return false;
      widget.current = api.render(container.current, {
        sitekey: siteKey,
        // Turnstile knows 'de' and 'en', not the site's en-EU.
        language: locale.slice(0, 2).toLowerCase(),
        action,
        callback: (value) => {
          if (!stopped) setToken(value);
        },
        'expired-callback': () => setToken(undefined),
        'error-callback': () => setToken(undefined),
      });
      return true;
    };
    const remove = () => {
      stopped = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
    if (render()) return remove;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (render() || Date.now() - started > TURNSTILE_WAIT_MS) window.clearInterval(timer);
    }, POLL_MS);
    return () => {
      window.clearInterval(timer);
      remove();
    };
  }, [siteKey, locale, action, setToken]);

  const token = useCallback((): Promise<string | undefined> => {
    if (current.current !== undefined || !widget.current) return Promise.resolve(current.current);
    return new Promise((resolve) => {
      const done = (value: string | undefined) => {
        window.clearTimeout(timer);
        waiting.current.delete(done);
        resolve(value);
      };
      const timer = window.setTimeout(() => done(undefined), TURNSTILE_TOKEN_WAIT_MS);
      waiting.current.add(done);
    });
  }, []);

  const reset = useCallback(() => {
    current.current = undefined;
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);

  return {
    slot: siteKey ? <div ref={container} className="turnstile-widget" data-turnstile="" /> : null,
    token,
    reset,
  };
}
