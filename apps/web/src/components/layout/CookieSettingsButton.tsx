'use client';
import { openConsentSettings } from '@site/consent';

/** Footer button that reopens the consent dialog in its settings state (@site/consent). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="footer-link-button" onClick={openConsentSettings}>
      {label}
    </button>
  );
}
