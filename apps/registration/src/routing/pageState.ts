import { isRegistrationLocale, type RegistrationLocale } from '@site/i18n';
import { consentStore, hasConsents } from '../signup/consentStore';
import { createSessionStore } from '../signup/sessionStore';
import { hasSignupEntries, signupStore } from '../signup/signupStore';
import { isValidCode, readCode } from './codeParam';

/** Whether the visitor has started the registration: typed an entry or ticked a box. */
function registrationStarted(): boolean {
  return hasSignupEntries(signupStore.get()) || hasConsents(consentStore.get());
}

/**
 * Registration app page state of SPEC §3: the locale and the code, stored together once the
 * visitor has started the registration. Before that the code stays in memory: it is still in
 * the URL (a reload reads it again) and the language switch navigates inside the app, so
 * nothing is written to the browser for a visitor who only looks.
 */
export interface PageState {
  locale: RegistrationLocale;
  code: string;
}

export const pageStateStore = createSessionStore<PageState>(
  'registration.page',
  { locale: 'enEU', code: '' },
  {
    persist: (state) => state,
    restore: (raw) => ({
      ...(isRegistrationLocale(raw.locale) ? { locale: raw.locale } : {}),
      ...(isValidCode(raw.code) ? { code: raw.code } : {}),
    }),
    keep: registrationStarted,
  },
);

// The first entry or tick is when the page state becomes worth keeping.
signupStore.subscribe(() => pageStateStore.save());
consentStore.subscribe(() => pageStateStore.save());

/**
 * Stores the locale of the path and the code of the query together. A malformed code is
 * ignored, and a visit without a code keeps the one stored earlier in the session.
 */
export function rememberPageState(locale: RegistrationLocale, search: string): PageState {
  const code = readCode(search) ?? pageStateStore.get().code;
  const current = pageStateStore.get();
  if (current.locale !== locale || current.code !== code) pageStateStore.set({ locale, code });
  return pageStateStore.get();
}
