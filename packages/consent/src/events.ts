/** Window events between the footers, embeds and the consent root (no shared React tree needed). */
export const OPEN_SETTINGS_EVENT = 'consent:open-settings';
export const CONSENT_GRANTED_EVENT = 'consent:granted';

/** Opens the dialog in settings with the current choices (footer 'Cookie settings'). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
