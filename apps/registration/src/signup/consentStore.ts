import { createSessionStore, pickBoolean } from './sessionStore';

/**
 * Registration consents of SPEC §3: terms (company, partner bank and other terms), privacy
 * (company, app, partner bank) and the optional marketing consent. Kept for the session like
 * the signup store, so a reload or a language switch keeps the ticks.
 */
export interface RegistrationConsents {
  acceptedTerms: boolean;
  acceptedPrivacy: boolean;
  acceptedMarketing: boolean;
}

export const consentDefaults: RegistrationConsents = {
  acceptedTerms: false,
  acceptedPrivacy: false,
  acceptedMarketing: false,
};

/** Whether any box is ticked: only then is there something to keep. */
export function hasConsents(state: RegistrationConsents): boolean {
  return state.acceptedTerms || state.acceptedPrivacy || state.acceptedMarketing;
}

export const consentStore = createSessionStore<RegistrationConsents>(
  'registration.consents',
  consentDefaults,
  {
    persist: (state) => state,
    keep: hasConsents,
    restore: (raw) =>
      Object.fromEntries(
        (Object.keys(consentDefaults) as (keyof RegistrationConsents)[])
          .map((key) => [key, pickBoolean(raw, key)] as const)
          .filter(([, value]) => value !== undefined),
      ),
  },
);
