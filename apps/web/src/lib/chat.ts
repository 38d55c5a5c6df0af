/**
 * The support chat's widget (Freshchat, essential consent category). It exists on `window` only
 * once the consent layer has loaded it; until then chat buttons fall back to e-mail.
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

/** Opens the chat and says true, or says false when the chat is not loaded. */
export function openChat(): boolean {
  const widget = typeof window === 'undefined' ? undefined : window.fcWidget;
  if (!widget || widget.isLoaded?.() === false) return false;
  widget.open();
  return true;
}
