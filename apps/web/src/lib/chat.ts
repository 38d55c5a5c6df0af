/**
 * The support chat (Freshchat, an essential vendor of the registry). In a build with
 * CONSENT_FRESHCHAT_ID the consent loader adds its script to every page for every visitor (no
 * opt-in: essential), and the chat buttons open its widget; without it they link to the support
 * site.
 */
interface ChatWidget {
  open: () => void;
  isLoaded?: () => boolean;
}

declare global {
  interface Window {
    fcWidget?: ChatWidget;
  }
}

/** Where a page's support buttons lead (§2, §8: chat and e-mail). */
export interface SupportContact {
  /** The contact e-mail address of the e-mail button. */
  email: string;
  /** The support site in the page's language: the chat button's link without a chat. */
  site: string;
  /** The build configures the chat (CONSENT_FRESHCHAT_ID): the chat button opens its widget. */
  chat: boolean;
}

/** How long a chat button waits for the widget before it leads to the support site instead. */
export const CHAT_WAIT_MS = 5_000;
const POLL_MS = 100;

/** The loader's script element of the chat (`data-consent-service`, @site/consent's loader). */
const chatScript = () => document.querySelector<HTMLScriptElement>('script[data-consent-service="FRESHCHAT"]');

/** Opens the chat and says true, or says false when its widget is not there (yet). */
export function openChat(): boolean {
  const widget = typeof window === 'undefined' ? undefined : window.fcWidget;
  if (!widget || widget.isLoaded?.() === false) return false;
  widget.open();
  return true;
}

/**
 * Opens the chat as soon as its widget is ready: true once opened, false when the loader added
 * no chat script, the script failed or loaded without a widget, or after `waitMs`.
 */
export function openChatWhenReady(waitMs = CHAT_WAIT_MS): Promise<boolean> {
  if (openChat()) return Promise.resolve(true);
  const script = chatScript();
  if (!script) return Promise.resolve(false);
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
