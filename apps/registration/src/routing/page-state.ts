import { isRegistrationLocale, type RegistrationLocale } from '@site/i18n';
import { createSessionStore } from '../signup/session-store';
import { isValidCode, readCode } from './code-param';

/** Registration app page state of SPEC §3: the locale and the code, stored together. */
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
  },
);

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
