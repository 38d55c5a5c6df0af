'use client';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The link hash as the URL has it now (a click replayed while hydrating cannot wait for the render that reads it). */
export function readLinkHash(): string | null {
  const raw = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The link hash from the URL fragment. The fragment never reaches a server (no access logs, no
 * Referer), which is why the e-mail links carry it there. `undefined` while rendering on the
 * server, `null` when the page was opened without one.
 */
export function useLinkHash(): string | null | undefined {
  return useSyncExternalStore(subscribe, readLinkHash, () => undefined);
}
