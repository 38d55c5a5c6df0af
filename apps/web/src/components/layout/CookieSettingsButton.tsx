'use client';

/**
 * Footer button that reopens the consent dialog in its settings state. The consent layer
 * listens for this event (packages/consent), so the footer does not import the dialog.
 */
export const OPEN_CONSENT_SETTINGS_EVENT = 'consent:open-settings';

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="footer-link-button"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
