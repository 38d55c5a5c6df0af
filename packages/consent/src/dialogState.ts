import {
  essentialKeys,
  optionalKeys,
  serviceKeys,
  servicesIn,
  type ConsentCategory,
  type ServiceKey,
} from './services';

/**
 * The consent dialog of §4 as a pure state machine: `transition` returns the next state and the
 * side effects to run; `runEffects` runs them against injected cookie/reload functions, so every
 * transition and cookie write is unit-testable without a browser.
 */
export type DialogView = 'hidden' | 'open' | 'settings';

export interface DialogState {
  view: DialogView;
  /** Optional services ticked in settings. */
  selected: ReadonlySet<ServiceKey>;
}

export type DialogEvent =
  | { type: 'load'; needsDecision: boolean; choices: ReadonlySet<ServiceKey> }
  | { type: 'showSettings' }
  | { type: 'openFromFooter'; choices: ReadonlySet<ServiceKey> }
  | { type: 'toggleService'; key: ServiceKey }
  | { type: 'toggleCategory'; category: ConsentCategory }
  | { type: 'acceptAll' }
  | { type: 'rejectOptional' }
  | { type: 'acceptSelected' };

export type DialogEffect =
  | { type: 'clearCookies' }
  | { type: 'writeConsent'; keys: readonly ServiceKey[] }
  /** Proof of consent: the services granted by this choice (consentRecord.ts). */
  | { type: 'record'; keys: readonly ServiceKey[] }
  | { type: 'scrollToTop'; afterMs: number }
  | { type: 'reload' };

export const SCROLL_TO_TOP_DELAY_MS = 100;

export const initialDialogState: DialogState = { view: 'hidden', selected: new Set() };

const optionalOnly = (choices: ReadonlySet<ServiceKey>) =>
  new Set([...choices].filter((key) => optionalKeys.includes(key)));

/** A category toggle is on when all its services are selected. */
export function isCategorySelected(state: DialogState, category: ConsentCategory): boolean {
  return servicesIn(category).every((s) => state.selected.has(s.key));
}

export function transition(
  state: DialogState,
  event: DialogEvent,
): { state: DialogState; effects: DialogEffect[] } {
  const stay = { state, effects: [] as DialogEffect[] };
  switch (event.type) {
    case 'load':
      return {
        state: { view: event.needsDecision ? 'open' : 'hidden', selected: optionalOnly(event.choices) },
        effects: [],
      };
    case 'showSettings':
      if (state.view !== 'open') return stay;
      return {
        state: { ...state, view: 'settings' },
        effects: [{ type: 'scrollToTop', afterMs: SCROLL_TO_TOP_DELAY_MS }],
      };
    case 'openFromFooter':
      return {
        state: { view: 'settings', selected: optionalOnly(event.choices) },
        effects: [{ type: 'scrollToTop', afterMs: SCROLL_TO_TOP_DELAY_MS }],
      };
    case 'toggleService': {
      if (state.view !== 'settings' || !optionalKeys.includes(event.key)) return stay;
      const selected = new Set(state.selected);
      if (selected.has(event.key)) selected.delete(event.key);
      else selected.add(event.key);
      return { state: { ...state, selected }, effects: [] };
    }
    case 'toggleCategory': {
      if (state.view !== 'settings' || event.category === 'essential') return stay;
      const keys = servicesIn(event.category).map((s) => s.key);
      const on = !isCategorySelected(state, event.category);
      const selected = new Set(state.selected);
      for (const key of keys) {
        if (on) selected.add(key);
        else selected.delete(key);
      }
      return { state: { ...state, selected }, effects: [] };
    }
    case 'acceptAll':
      if (state.view === 'hidden') return stay;
      return {
        state: { view: 'hidden', selected: new Set(optionalKeys) },
        effects: [
          { type: 'writeConsent', keys: [...serviceKeys] },
          { type: 'record', keys: [...serviceKeys] },
          { type: 'reload' },
        ],
      };
    case 'rejectOptional':
      if (state.view === 'hidden') return stay;
      return {
        state: { view: 'hidden', selected: new Set() },
        effects: [
          { type: 'clearCookies' },
          { type: 'writeConsent', keys: [...essentialKeys] },
          { type: 'record', keys: [...essentialKeys] },
          { type: 'reload' },
        ],
      };
    case 'acceptSelected': {
      if (state.view !== 'settings') return stay;
      const keys = [...essentialKeys, ...serviceKeys.filter((k) => state.selected.has(k))];
      return {
        state: { ...state, view: 'hidden' },
        effects: [{ type: 'clearCookies' }, { type: 'writeConsent', keys }, { type: 'record', keys }, { type: 'reload' }],
      };
    }
  }
}

export interface EffectDeps {
  clearCookies: () => void;
  writeConsent: (keys: readonly ServiceKey[]) => void;
  record: (keys: readonly ServiceKey[]) => void;
  scrollToTop: () => void;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

export function runEffects(effects: readonly DialogEffect[], deps: EffectDeps): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'clearCookies':
        deps.clearCookies();
        break;
      case 'writeConsent':
        deps.writeConsent(effect.keys);
        break;
      case 'record':
        deps.record(effect.keys);
        break;
      case 'scrollToTop':
        deps.setTimeout(deps.scrollToTop, effect.afterMs);
        break;
      case 'reload':
        deps.reload();
        break;
    }
  }
}
