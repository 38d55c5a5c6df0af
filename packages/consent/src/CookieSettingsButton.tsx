'use client';
import type { ReactNode } from 'react';
import { earlyClickProps, replayEarlyClicks } from '@site/ui/earlyClick';
import { openConsentSettings } from './events';

/**
 * The footer's 'Cookie settings' button: reopens the consent dialog in settings (§4). A click
 * before the scripts ran is counted by the page's loader and replayed once React adopts it.
 */
export function CookieSettingsButton({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <button
      type="button"
      className={className ?? 'consent-settings-button'}
      onClick={openConsentSettings}
      {...earlyClickProps}
      ref={replayEarlyClicks}
    >
      {children}
    </button>
  );
}
