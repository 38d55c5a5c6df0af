'use client';
import type { ReactNode } from 'react';
import { openConsentSettings } from './events';

/** The footer's 'Cookie settings' button: reopens the consent dialog in settings (§4). */
export function CookieSettingsButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button type="button" className={className ?? 'consent-settings-button'} onClick={openConsentSettings}>
      {children}
    </button>
  );
}
