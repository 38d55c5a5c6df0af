'use client';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@site/i18n';
import type { StoredEntries } from '@/lib/tools/storedEntries';

function readStored(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    // Storage can be blocked or hold something that is not JSON; then there is nothing to restore.
    return null;
  }
}

function writeStored<F extends string>(key: string, value: StoredEntries<F> | null) {
  try {
    if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Without storage the tool still works; entries just do not survive a reload.
  }
}

/**
 * A tool's entries kept in sessionStorage under `key`, so a reload keeps what the visitor typed
 * (the budget calculator and the 50-30-20 check share it). `restore` must be a stable function
 * (module level). `clear` empties the entries and the stored copy.
 */
export function useStoredEntries<F extends string>(
  key: string,
  locale: Locale,
  restore: (stored: unknown, locale: Locale) => Partial<Record<F, string>>,
) {
  const [entries, setEntries] = useState<Partial<Record<F, string>>>({});
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // sessionStorage exists only in the browser, so entries are restored after the static HTML
    // hydrates. What the visitor typed before that (handed over by ScriptForm) wins over the copy.
    const stored = restore(readStored(key), locale);
    setEntries((typed) => ({ ...stored, ...typed }));
    setRestored(true);
  }, [key, locale, restore]);

  useEffect(() => {
    if (restored) writeStored(key, { locale, entries });
  }, [key, entries, locale, restored]);

  const clear = useCallback(() => {
    setEntries({});
    writeStored(key, null);
  }, [key]);

  return { entries, setEntries, clear };
}
