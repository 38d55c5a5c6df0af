import { choiceEffects } from './choiceEffects';
import { readChoices } from './cookies';
import {
  initialDialogState,
  isCategorySelected,
  runEffects,
  transition,
  type DialogEvent,
  type DialogState,
} from './dialogState';
import { essentialKeys, optionalKeys, serviceKeys, servicesIn, type ServiceKey } from './services';
import { clearJar, jar } from './testCookies';

const state = (view: DialogState['view'], selected: ServiceKey[] = []): DialogState => ({
  view,
  selected: new Set(selected),
});
const run = (s: DialogState, ...events: DialogEvent[]) =>
  events.reduce((acc, e) => transition(acc.state, e), { state: s, effects: [] as ReturnType<typeof transition>['effects'] });

describe('dialog transitions', () => {
  it('load: open when a decision is needed, hidden otherwise; keeps optional choices', () => {
    expect(transition(initialDialogState, { type: 'load', needsDecision: true, choices: new Set() }).state.view).toBe('open');
    const hidden = transition(initialDialogState, {
      type: 'load',
      needsDecision: false,
      choices: new Set<ServiceKey>(['CONTENTFUL', 'VIDEO']),
    });
    expect(hidden.state.view).toBe('hidden');
    expect([...hidden.state.selected]).toEqual(['VIDEO']);
    expect(hidden.effects).toEqual([]);
  });

  it('open -> settings scrolls to the top after 100 ms', () => {
    expect(transition(state('open'), { type: 'showSettings' })).toEqual({
      state: state('settings'),
      effects: [{ type: 'scrollToTop', afterMs: 100 }],
    });
  });

  it('showSettings does nothing outside the summary', () => {
    expect(transition(state('hidden'), { type: 'showSettings' }).state.view).toBe('hidden');
  });

  it('footer: hidden -> settings with the current choices', () => {
    const next = transition(state('hidden'), {
      type: 'openFromFooter',
      choices: new Set<ServiceKey>(['GOOGLE_ANALYTICS', 'FRESHCHAT']),
    });
    expect(next.state).toEqual(state('settings', ['GOOGLE_ANALYTICS']));
    expect(next.effects).toEqual([{ type: 'scrollToTop', afterMs: 100 }]);
  });

  it('accept all (summary): every service cookie, hide, reload', () => {
    const next = transition(state('open'), { type: 'acceptAll' });
    expect(next.state.view).toBe('hidden');
    expect(next.effects).toEqual([
      { type: 'writeConsent', keys: [...serviceKeys] },
      { type: 'record', keys: [...serviceKeys] },
      { type: 'reload' },
    ]);
  });

  it('reject optional: clear, essential cookies, hide, reload', () => {
    for (const view of ['open', 'settings'] as const) {
      const next = transition(state(view, ['GOOGLE_ADS']), { type: 'rejectOptional' });
      expect(next.state).toEqual(state('hidden'));
      expect(next.effects).toEqual([
        { type: 'clearCookies' },
        { type: 'writeConsent', keys: [...essentialKeys] },
        { type: 'record', keys: [...essentialKeys] },
        { type: 'reload' },
      ]);
    }
  });

  it('accept selected: clear, essential plus chosen cookies, hide, reload', () => {
    const next = run(
      state('settings'),
      { type: 'toggleService', key: 'GOOGLE_ANALYTICS' },
      { type: 'toggleService', key: 'VIDEO' },
      { type: 'acceptSelected' },
    );
    expect(next.state.view).toBe('hidden');
    expect(next.effects).toEqual([
      { type: 'clearCookies' },
      { type: 'writeConsent', keys: [...essentialKeys, 'GOOGLE_ANALYTICS', 'VIDEO'] },
      { type: 'record', keys: [...essentialKeys, 'GOOGLE_ANALYTICS', 'VIDEO'] },
      { type: 'reload' },
    ]);
  });

  it('accept selected is only possible in settings', () => {
    expect(transition(state('open'), { type: 'acceptSelected' }).effects).toEqual([]);
  });

  it('no choice is possible while hidden', () => {
    for (const type of ['acceptAll', 'rejectOptional', 'acceptSelected'] as const) {
      expect(transition(state('hidden'), { type })).toEqual({ state: state('hidden'), effects: [] });
    }
  });

  it('toggles a service on and off; essential services cannot be toggled', () => {
    const on = transition(state('settings'), { type: 'toggleService', key: 'BUGSNAG' }).state;
    expect([...on.selected]).toEqual(['BUGSNAG']);
    expect([...transition(on, { type: 'toggleService', key: 'BUGSNAG' }).state.selected]).toEqual([]);
    expect([...transition(state('settings'), { type: 'toggleService', key: 'FRESHCHAT' }).state.selected]).toEqual([]);
    expect(transition(state('open'), { type: 'toggleService', key: 'BUGSNAG' }).state.selected.size).toBe(0);
  });

  it('toggles a whole category; the essential category cannot be toggled', () => {
    const marketing = servicesIn('marketing').map((s) => s.key);
    const on = transition(state('settings', ['GOOGLE_ADS']), { type: 'toggleCategory', category: 'marketing' }).state;
    expect([...on.selected].sort()).toEqual([...marketing].sort());
    expect(isCategorySelected(on, 'marketing')).toBe(true);
    const off = transition(on, { type: 'toggleCategory', category: 'marketing' }).state;
    expect(off.selected.size).toBe(0);
    expect(transition(state('settings'), { type: 'toggleCategory', category: 'essential' }).state.selected.size).toBe(0);
  });
});

describe('runEffects with the real cookie writes', () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 201 })));
  beforeEach(() => {
    clearJar();
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    document.documentElement.lang = 'de-DE';
  });
  const sentRecords = () =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
      url,
      keepalive: init.keepalive,
      credentials: init.credentials,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    }));

  const deps = () => {
    const reload = jest.fn();
    const scrollToTop = jest.fn();
    const timers: [() => void, number][] = [];
    const effects = { ...choiceEffects({}, reload, scrollToTop, { endpoint: '/api/consent-records', revision: 3, source: 'settings' }), setTimeout: (fn: () => void, ms: number) => timers.push([fn, ms]) };
    return { reload, scrollToTop, timers, effects };
  };

  it('accept all writes every service cookie, a WSID, and reloads once', () => {
    const d = deps();
    runEffects(transition(state('open'), { type: 'acceptAll' }).effects, d.effects);
    expect([...readChoices()].sort()).toEqual([...serviceKeys].sort());
    expect(jar().WSID).toHaveLength(21);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('reject optional removes optional and vendor cookies and the WSID, writes essential ones', () => {
    document.cookie = 'GOOGLE_ADS_USER_CONSENT=true; path=/';
    document.cookie = 'ADJUST_USER_CONSENT=true; path=/';
    document.cookie = '_gcl_au=1; path=/';
    document.cookie = 'WSID=aaaaaaaaaaaaaaaaaaaaa; path=/';
    const d = deps();
    runEffects(transition(state('open'), { type: 'rejectOptional' }).effects, d.effects);
    expect(Object.keys(jar()).sort()).toEqual(
      [...essentialKeys.map((k) => `${k}_USER_CONSENT`), 'CONSENT_ID', 'CONSENT_REVISION'].sort(),
    );
    expect(jar().CONSENT_REVISION).toBe('3');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('each choice posts one consent record with keepalive, no credentials, and this exact body', () => {
    const d = deps();
    runEffects(transition(state('settings'), { type: 'rejectOptional' }).effects, d.effects);
    const [record, ...more] = sentRecords();
    expect(more).toEqual([]);
    const consentId = jar().CONSENT_ID!.split('.')[0];
    expect(record).toEqual({
      url: '/api/consent-records',
      keepalive: true,
      credentials: 'omit',
      body: {
        consentId,
        revision: 3,
        services: Object.fromEntries(serviceKeys.map((k) => [k, essentialKeys.includes(k)])),
        gpc: false,
        locale: 'de-DE',
        source: 'settings',
        path: '/',
      },
    });
    // The next choice keeps the id, so support finds every record of this visitor.
    runEffects(transition(state('open'), { type: 'acceptAll' }).effects, d.effects);
    expect(sentRecords()[1]!.body).toMatchObject({ consentId, services: Object.fromEntries(serviceKeys.map((k) => [k, true])) });
  });

  it('a failed send never blocks the choice', () => {
    global.fetch = jest.fn(() => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const d = deps();
    runEffects(transition(state('open'), { type: 'acceptAll' }).effects, d.effects);
    expect([...readChoices()].sort()).toEqual([...serviceKeys].sort());
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('accept selected keeps the WSID while tracking consent stays', () => {
    document.cookie = 'WSID=aaaaaaaaaaaaaaaaaaaaa; path=/';
    const d = deps();
    const next = run(state('settings'), { type: 'toggleService', key: 'ADJUST' }, { type: 'acceptSelected' });
    runEffects(next.effects, d.effects);
    expect(jar().WSID).toBe('aaaaaaaaaaaaaaaaaaaaa');
    expect([...readChoices()].sort()).toEqual([...essentialKeys, 'ADJUST'].sort());
    expect(optionalKeys.filter((k) => readChoices().has(k))).toEqual(['ADJUST']);
  });

  it('schedules the scroll to top with the 100 ms delay', () => {
    const d = deps();
    runEffects(transition(state('open'), { type: 'showSettings' }).effects, d.effects);
    expect(d.timers.map(([, ms]) => ms)).toEqual([100]);
    expect(d.scrollToTop).not.toHaveBeenCalled();
    d.timers[0]![0]();
    expect(d.scrollToTop).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
  });
});
