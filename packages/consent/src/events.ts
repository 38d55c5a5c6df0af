/** Window events between the footers, embeds and the consent root (no shared React tree needed). */
export const OPEN_SETTINGS_EVENT = 'consent:open-settings';
export const CONSENT_GRANTED_EVENT = 'consent:granted';

// Whether the consent root listens yet, and whether settings were asked for before it did.
let rootListening = false;
let openedEarly = false;

/**
 * Opens the dialog in settings with the current choices (footer 'Cookie settings'). A click
 * made before the scripts ran is replayed when React adopts the button, which may come before
 * the consent root listens: the root then opens the settings as soon as it does.
 */
export function openConsentSettings(): void {
  if (!rootListening) openedEarly = true;
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Called by the consent root once it listens: whether the settings were asked for before. */
export function consentRootListening(): boolean {
  rootListening = true;
  const early = openedEarly;
  openedEarly = false;
  return early;
}
