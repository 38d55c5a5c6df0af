/**
 * The support chat (Freshchat, an essential vendor of the registry). In a build with
 * CONSENT_FRESHCHAT_ID the consent loader adds its script to every page for every visitor (no
 * opt-in: essential), and the chat buttons open its widget (`@site/consent/chat`, shared with the
 * registration app); without it they link to the support site.
 */
export { CHAT_WAIT_MS, openChat, openChatWhenReady } from '@site/consent/chat';

/** Where a page's support buttons lead (§2, §8: chat and e-mail). */
export interface SupportContact {
  /** The contact e-mail address of the e-mail button. */
  email: string;
  /** The support site in the page's language: the chat button's link without a chat. */
  site: string;
  /** The build configures the chat (CONSENT_FRESHCHAT_ID): the chat button opens its widget. */
  chat: boolean;
}
