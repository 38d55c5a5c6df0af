import { consentStore } from '../signup/consentStore';
import { signupStore } from '../signup/signupStore';
import { pageStateStore, rememberPageState } from './pageState';

beforeEach(() => {
  signupStore.reset();
  consentStore.reset();
  pageStateStore.reset();
  sessionStorage.clear();
});

describe('rememberPageState', () => {
  it('writes nothing to sessionStorage on a first visit, code or not', () => {
    rememberPageState('deDE', 'code=friend_1');
    expect(pageStateStore.get()).toEqual({ locale: 'deDE', code: 'friend_1', plan: '' });
    expect(sessionStorage.length).toBe(0);
  });

  it('stores the locale and a valid code together once the visitor types', () => {
    rememberPageState('deDE', 'code=friend_1');
    signupStore.set({ firstName: 'A' });
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toEqual({
      locale: 'deDE',
      code: 'friend_1',
      plan: '',
    });
  });

  it('stores them once the visitor ticks a box, too', () => {
    rememberPageState('enEU', 'code=friend_2');
    consentStore.set({ acceptedTerms: true });
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toEqual({ locale: 'enEU', code: 'friend_2', plan: '' });
  });

  it('keeps the stored code when a later visit has none or a malformed one', () => {
    rememberPageState('enEU', 'code=first');
    rememberPageState('deDE', '');
    expect(pageStateStore.get()).toEqual({ locale: 'deDE', code: 'first', plan: '' });
    rememberPageState('deDE', 'code=%3Cscript%3E');
    expect(pageStateStore.get().code).toBe('first');
  });

  it('starts from an empty code, no plan and enEU', () => {
    expect(pageStateStore.get()).toEqual({ locale: 'enEU', code: '', plan: '' });
  });

  it('keeps a known plan with the code, in memory first, stored once the visitor types', () => {
    rememberPageState('enEU', 'code=friend_3&plan=evergreen-plus');
    expect(pageStateStore.get()).toEqual({ locale: 'enEU', code: 'friend_3', plan: 'evergreen-plus' });
    expect(sessionStorage.length).toBe(0);
    signupStore.set({ firstName: 'A' });
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toMatchObject({ plan: 'evergreen-plus' });
  });

  it('keeps the plan across a language switch and a later visit without one; ignores an unknown plan', () => {
    rememberPageState('enEU', 'plan=seed');
    rememberPageState('deDE', '');
    expect(pageStateStore.get().plan).toBe('seed');
    rememberPageState('deDE', 'plan=gold');
    expect(pageStateStore.get().plan).toBe('seed');
    rememberPageState('deDE', 'plan=evergreen-plus');
    expect(pageStateStore.get().plan).toBe('evergreen-plus');
  });

  it('shows no unknown plan on a first visit', () => {
    rememberPageState('deDE', 'plan=gold');
    expect(pageStateStore.get().plan).toBe('');
  });
});

describe('the stored page state after a reload', () => {
  it('admits only a known plan and a valid code', () => {
    const restore = (raw: object) => {
      sessionStorage.setItem('registration.page', JSON.stringify(raw));
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module reads storage again
        const fresh = require('./pageState') as typeof import('./pageState');
        result = fresh.pageStateStore.get();
      });
      return result;
    };
    let result: unknown;
    expect(restore({ locale: 'deDE', code: 'ok_1', plan: 'seed' })).toEqual({ locale: 'deDE', code: 'ok_1', plan: 'seed' });
    expect(restore({ locale: 'deDE', code: 'ok_1', plan: 'gold' })).toEqual({ locale: 'deDE', code: 'ok_1', plan: '' });
    expect(restore({ locale: 'xx', code: '<b>', plan: 7 })).toEqual({ locale: 'enEU', code: '', plan: '' });
  });
});
