/**
 * The support chat (Freshchat, an essential vendor of the registry: no opt-in). The consent loader
 * adds its script when CONSENT_FRESHCHAT_ID is configured, and the script puts its widget on
 * `window.fcWidget`. A chat button is a link to the support site that calls `openChat` on click:
 * with the widget there it opens the chat and the link is not followed; without it (not
 * configured, blocked, or not loaded yet) the link leads to the support site.
 */
interface ChatWidget {
  open(): void;
  isLoaded?(): boolean;
}

declare global {
  interface Window {
    fcWidget?: ChatWidget;
  }
}

/** Opens the chat and says true, or says false when its widget is not here. */
export function openChat(): boolean {
  const widget = window.fcWidget;
  if (!widget || widget.isLoaded?.() === false) return false;
  widget.open();
  return true;
}

/** How long a chat button waits for the widget before it leads to the support site instead. */
export const CHAT_WAIT_MS = 5_000;
const POLL_MS = 100;

/** The loader's script element of the chat (`data-consent-service`, the loader's mark). */
const chatScript = () => document.querySelector<HTMLScriptElement>('script[data-consent-service="FRESHCHAT"]');

/**
 * Opens the chat as soon as its widget is ready (a click while the script still loads): true once
 * opened, false when the loader added no chat script, the script failed or loaded without a
 * widget, or after `waitMs`. The caller then leads to the support site.
 */
export function openChatWhenReady(waitMs = CHAT_WAIT_MS): Promise<boolean> {
  if (openChat()) return Promise.resolve(true);
  const script = chatScript();
  // No chat script, or one that failed or ran without a widget before this click.
  const state = script?.dataset.consentState;
  if (!script || state === 'failed' || (state === 'loaded' && !window.fcWidget)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const started = Date.now();
    let scriptDone = false;
    const finish = (opened: boolean) => {
      window.clearInterval(timer);
      script.removeEventListener('error', onError);
      script.removeEventListener('load', onLoad);
      resolve(opened);
    };
    const onError = () => finish(false);
    // The widget's script defines `fcWidget` as it runs: a script that ran without one is no chat.
    const onLoad = () => {
      scriptDone = true;
      if (!window.fcWidget) finish(false);
    };
    script.addEventListener('error', onError);
    script.addEventListener('load', onLoad);
    const timer = window.setInterval(() => {
      if (openChat()) finish(true);
      else if (Date.now() - started >= waitMs || (scriptDone && !window.fcWidget)) finish(false);
    }, POLL_MS);
  });
}
