import { pageStateStore, rememberPageState } from './page-state';

beforeEach(() => {
  sessionStorage.clear();
  pageStateStore.reset();
});

describe('rememberPageState', () => {
  it('stores the locale and a valid code together in sessionStorage', () => {
    rememberPageState('deDE', 'code=friend_1');
    expect(JSON.parse(sessionStorage.getItem('registration.page') ?? '{}')).toEqual({
      locale: 'deDE',
      code: 'friend_1',
    });
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
