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

/** Opens the chat and says true, or says false when its widget is not here. */
export function openChat(): boolean {
  const widget = (window as { fcWidget?: ChatWidget }).fcWidget;
  if (!widget || widget.isLoaded?.() === false) return false;
  widget.open();
  return true;
}
