'use client';
import { useEffect } from 'react';

/** Sends a phone to its app store; other devices stay and choose a button. */
export function StoreRedirect({ appStoreUrl, playStoreUrl }: { appStoreUrl: string; playStoreUrl: string }) {
  useEffect(() => {
    const agent = navigator.userAgent;
    if (/Android/i.test(agent)) window.location.replace(playStoreUrl);
    else if (/iPhone|iPad|iPod/i.test(agent)) window.location.replace(appStoreUrl);
  }, [appStoreUrl, playStoreUrl]);
  return null;
}
