import { isRegistrationLocale, type RegistrationLocale } from '@site/i18n';
import { consentStore, hasConsents } from '../signup/consentStore';
import { createSessionStore } from '../signup/sessionStore';
import { hasSignupEntries, signupStore } from '../signup/signupStore';
import { isValidCode, readCode } from './codeParam';
import { isKnownPlan, readPlan } from './planParam';

/** Whether the visitor has started the registration: typed an entry or ticked a box. */
function registrationStarted(): boolean {
  return hasSignupEntries(signupStore.get()) || hasConsents(consentStore.get());
}

/**
 * Registration app page state of SPEC §3: the locale and the code, with the plan chosen on the
 * site, stored together once the visitor has started the registration. Before that they stay in
 * memory: they are still in the URL (a reload reads them again) and the language switch
 * navigates inside the app, so nothing is written to the browser for a visitor who only looks.
 */
export interface PageState {
  locale: RegistrationLocale;
  code: string;
  /** The slug of the plan chosen on the site ('' for none). */
  plan: string;
}

export const pageStateStore = createSessionStore<PageState>(
  'registration.page',
  { locale: 'enEU', code: '', plan: '' },
  {
    persist: (state) => state,
    restore: (raw) => ({
      ...(isRegistrationLocale(raw.locale) ? { locale: raw.locale } : {}),
      ...(isValidCode(raw.code) ? { code: raw.code } : {}),
      ...(isKnownPlan(raw.plan) ? { plan: raw.plan } : {}),
    }),
    keep: registrationStarted,
  },
);

// The first entry or tick is when the page state becomes worth keeping.
signupStore.subscribe(() => pageStateStore.save());
consentStore.subscribe(() => pageStateStore.save());

/**
 * Stores the locale of the path and the code and plan of the query together. A malformed code or
 * an unknown plan is ignored, and a visit without one keeps the one stored earlier in the session.
 */
export function rememberPageState(locale: RegistrationLocale, search: string): PageState {
  const current = pageStateStore.get();
  const code = readCode(search) ?? current.code;
  const plan = readPlan(search) ?? current.plan;
  if (current.locale !== locale || current.code !== code || current.plan !== plan) pageStateStore.set({ locale, code, plan });
  return pageStateStore.get();
}
