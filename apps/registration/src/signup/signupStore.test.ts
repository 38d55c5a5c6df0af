import { fieldLimits } from './formRules';
import { SIGNUP_STORAGE_KEY, signupDefaults, signupStore } from './signupStore';

beforeEach(() => {
  sessionStorage.clear();
  signupStore.reset();
});

describe('client signup store (§3)', () => {
  it('has exactly the fields and defaults of the spec', () => {
    expect(signupDefaults).toEqual({
      acceptedNewsletter: false,
      acceptedPushNotifications: false,
      firstName: '',
      lastName: '',
      locale: 'en-EU',
      password: '',
      isValidPassword: false,
      code: '',
      username: '',
    });
    expect(signupStore.get()).toEqual(signupDefaults);
  });

  it('keeps every entry in sessionStorage except the password', () => {
    signupStore.set({ firstName: 'Ana', username: 'ana@example.com', password: 'Secret123', isValidPassword: true, acceptedNewsletter: true });
    const stored = JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({ firstName: 'Ana', username: 'ana@example.com', acceptedNewsletter: true });
    expect(stored).not.toHaveProperty('password');
    expect(JSON.stringify(stored)).not.toContain('Secret123');
    expect(signupStore.get().password).toBe('Secret123');
  });

  it('writes nothing while there is nothing to keep: locale and code alone are not', () => {
    signupStore.set({ locale: 'de-DE', code: 'abc' });
    signupStore.set({ password: 'Secret123', isValidPassword: true });
    expect(sessionStorage.length).toBe(0);
    signupStore.set({ lastName: 'S' });
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}')).toMatchObject({ lastName: 'S', locale: 'de-DE', code: 'abc' });
  });

  it('removes the record when every entry is cleared again', () => {
    signupStore.set({ firstName: 'Ana' });
    signupStore.set({ firstName: '' });
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });

  it('notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = signupStore.subscribe(listener);
    signupStore.set({ lastName: 'Silva' });
    unsubscribe();
    signupStore.set({ lastName: 'Other' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('restoring after a reload', () => {
  async function reload() {
    let fresh: typeof import('./signupStore') | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance stands for a reload
      fresh = require('./signupStore');
    });
    return fresh!.signupStore;
  }

  it('brings back everything but the password', async () => {
    signupStore.set({ firstName: 'Ana', lastName: 'Silva', username: 'ana@example.com', password: 'Secret123', isValidPassword: true, locale: 'de-DE', code: 'abc' });
    const restored = (await reload()).get();
    expect(restored).toEqual({ ...signupDefaults, firstName: 'Ana', lastName: 'Silva', username: 'ana@example.com', locale: 'de-DE', code: 'abc' });
  });

  it('admits only well-typed values from storage', async () => {
    sessionStorage.setItem(
      SIGNUP_STORAGE_KEY,
      JSON.stringify({ firstName: 42, lastName: 'x'.repeat(500), locale: 'fr-FR', code: '<b>', password: 'leak', acceptedNewsletter: 'yes', extra: 1 }),
    );
    const restored = (await reload()).get();
    expect(restored).toEqual({ ...signupDefaults, lastName: 'x'.repeat(fieldLimits.lastName) });
  });

  it('starts from the defaults when storage is malformed', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, '{not json');
    expect((await reload()).get()).toEqual(signupDefaults);
  });
});
