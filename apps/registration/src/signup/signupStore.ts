import { isLocale, type Locale } from '@site/i18n';
import { isValidCode } from '../routing/codeParam';
import { fieldLimits } from './formRules';
import { createSessionStore, pickBoolean, pickString } from './sessionStore';

/** Client signup store of SPEC §3: exactly these fields and defaults. */
export interface SignupState {
  acceptedNewsletter: boolean;
  acceptedPushNotifications: boolean;
  firstName: string;
  lastName: string;
  locale: Locale;
  password: string;
  isValidPassword: boolean;
  code: string;
  /** The e-mail address ('Email address'); it is the login name in the app. */
  username: string;
}

export const signupDefaults: SignupState = {
  acceptedNewsletter: false,
  acceptedPushNotifications: false,
  firstName: '',
  lastName: '',
  locale: 'en-EU',
  password: '',
  isValidPassword: false,
  code: '',
  username: '',
};

export const SIGNUP_STORAGE_KEY = 'registration.signup';

/**
 * Whether the visitor has entered anything: only then is there something to keep. The locale
 * and the code alone are not; they are in the URL, and in memory for an in-app language switch.
 */
export function hasSignupEntries(state: SignupState): boolean {
  return Boolean(state.firstName || state.lastName || state.username || state.acceptedNewsletter || state.acceptedPushNotifications);
}

/**
 * Kept for the session so a reload or a language switch loses nothing but the password. The
 * password is never written; isValidPassword describes it, so it starts false again after a
 * reload together with the empty password.
 */
export const signupStore = createSessionStore<SignupState>(SIGNUP_STORAGE_KEY, signupDefaults, {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- password and its flag are left out on purpose
  persist: ({ password, isValidPassword, ...rest }) => rest,
  keep: hasSignupEntries,
  restore: (raw) => {
    const locale = raw.locale;
    const code = raw.code;
    const restored: Partial<SignupState> = {
      acceptedNewsletter: pickBoolean(raw, 'acceptedNewsletter'),
      acceptedPushNotifications: pickBoolean(raw, 'acceptedPushNotifications'),
      firstName: pickString(raw, 'firstName', fieldLimits.firstName),
      lastName: pickString(raw, 'lastName', fieldLimits.lastName),
      username: pickString(raw, 'username', fieldLimits.username),
      locale: isLocale(locale) ? locale : undefined,
      code: isValidCode(code) ? code : undefined,
    };
    return Object.fromEntries(
      Object.entries(restored).filter(([, value]) => value !== undefined),
    ) as Partial<SignupState>;
  },
});
