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
    expect(pageStateStore.get()).toEqual({ locale: 'deDE', code: 'friend_1' });
    expect(sessionStorage.length).toBe(0);
  });

  it('stores the locale and a valid code together once the visitor types', () => {
    rememberPageState('deDE', 'code=friend_1');
    signupStore.set({ firstName: 'A' });
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toEqual({
      locale: 'deDE',
      code: 'friend_1',
    });
  });

  it('stores them once the visitor ticks a box, too', () => {
    rememberPageState('enEU', 'code=friend_2');
    consentStore.set({ acceptedTerms: true });
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toEqual({ locale: 'enEU', code: 'friend_2' });
  });

  it('keeps the stored code when a later visit has none or a malformed one', () => {
    rememberPageState('enEU', 'code=first');
    rememberPageState('deDE', '');
    expect(pageStateStore.get()).toEqual({ locale: 'deDE', code: 'first' });
    rememberPageState('deDE', 'code=%3Cscript%3E');
    expect(pageStateStore.get().code).toBe('first');
  });

  it('starts from an empty code and enEU', () => {
    expect(pageStateStore.get()).toEqual({ locale: 'enEU', code: '' });
  });
});
