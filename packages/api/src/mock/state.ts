/**
 * What the mock backend remembers per link: whether it was used, how many wrong birthdays were
 * typed, how often PSD2 status was polled. In the browser it is kept in sessionStorage so a
 * reload does not forget a used link; in Node it lives in memory and tests call `reset()`.
 */
export interface LinkState {
  used: boolean;
  wrongBirthdays: number;
  polls: number;
}

export interface MockState {
  get(hash: string): LinkState;
  update(hash: string, change: Partial<LinkState>): LinkState;
  reset(): void;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'site-api-mock-state';
const fresh = (): LinkState => ({ used: false, wrongBirthdays: 0, polls: 0 });

export function createMockState(storage?: KeyValueStore): MockState {
  const load = (): Record<string, LinkState> => {
    try {
      return JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, LinkState>;
    } catch {
      return {};
    }
  };
  let links = load();
  return {
    get: (hash) => ({ ...fresh(), ...links[hash.toLowerCase()] }),
    update(hash, change) {
      const key = hash.toLowerCase();
      const next = { ...fresh(), ...links[key], ...change };
      links = { ...links, [key]: next };
      storage?.setItem(STORAGE_KEY, JSON.stringify(links));
      return next;
    },
    reset() {
      links = {};
      storage?.removeItem(STORAGE_KEY);
    },
  };
}
