import { useSyncExternalStore } from 'react';

/**
 * A small external store kept in sessionStorage, read by React through useSyncExternalStore.
 * Entries survive a reload and a language switch for the session; `persist` decides what is
 * written (the password never is) and `restore` admits only well-typed values from storage,
 * because sessionStorage is input like any other. `keep` decides when there is anything to
 * write at all: until the visitor has entered something, the state lives in memory only, so a
 * first visit stores nothing in the browser (and clearing every entry removes the record).
 */
export interface SessionStore<T extends object> {
  get(): T;
  set(patch: Partial<T>): void;
  reset(): void;
  /** Writes the state again, for a `keep` that depends on another store. */
  save(): void;
  subscribe(listener: () => void): () => void;
}

interface Options<T> {
  persist: (state: T) => Partial<T>;
  restore: (raw: Record<string, unknown>) => Partial<T>;
  /** Whether the state holds something worth keeping; without it, every state is written. */
  keep?: (state: T) => boolean;
  storage?: () => Storage | undefined;
}

function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the store then lives in memory only.
    return undefined;
  }
}

export function createSessionStore<T extends object>(
  key: string,
  defaults: T,
  { persist, restore, keep = () => true, storage = browserSessionStorage }: Options<T>,
): SessionStore<T> {
  const listeners = new Set<() => void>();

  function load(): T {
    try {
      const raw = storage()?.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return { ...defaults, ...restore(parsed as Record<string, unknown>) };
      }
    } catch {
      // Unreadable or malformed storage: start from the defaults.
    }
    return { ...defaults };
  }

  let state = load();

  function remove() {
    try {
      storage()?.removeItem(key);
    } catch {
      // see save()
    }
  }

  function save() {
    if (!keep(state)) {
      // Nothing (or nothing any more) worth keeping: a record written earlier goes too.
      remove();
      return;
    }
    try {
      storage()?.setItem(key, JSON.stringify(persist(state)));
    } catch {
      // Quota or disabled storage: the entries stay in memory for this page.
    }
  }

  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      save();
      listeners.forEach((listener) => listener());
    },
    reset() {
      state = { ...defaults };
      remove();
      listeners.forEach((listener) => listener());
    },
    save,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSessionStore<T extends object>(store: SessionStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Helpers for `restore`: keep a value only when it has the expected type. */
export function pickString(raw: Record<string, unknown>, name: string, max: number): string | undefined {
  const value = raw[name];
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

export function pickBoolean(raw: Record<string, unknown>, name: string): boolean | undefined {
  const value = raw[name];
  return typeof value === 'boolean' ? value : undefined;
}
