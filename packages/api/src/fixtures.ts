import { defaultLocale, type Locale } from '@site/i18n/locales';
import type { LinkKind } from './contract/rules/links';
import type { psd2Statuses } from './contract/schemas';

/**
 * The people the test and demo links belong to, and the body that asks the API's internal
 * endpoint for a link (`POST /internal/links`, apps/api README). One list for the seed of the
 * local API, the Worker's tests and the Playwright helpers (@site/testing).
 */
export interface AccountHolder {
  firstName: string;
  lastName: string;
  /** Birthday on file, YYYY-MM-DD. */
  birthday: string;
  /** Where the bank tells the holder that a password was changed (POST /internal/links `holder.email`). */
  email: string;
}

export const accountHolders = {
  anna: { firstName: 'Anna', lastName: 'Schmidt', birthday: '1990-04-12', email: 'anna.schmidt@evergreen-test.example' },
  ben: { firstName: 'Ben', lastName: 'Müller', birthday: '1985-11-03', email: 'ben.mueller@evergreen-test.example' },
} as const satisfies Record<string, AccountHolder>;

export type HolderId = keyof typeof accountHolders;

/** What a test says about the link it needs; the rest has defaults (Anna, the default locale, issued now). */
export interface FixtureLink {
  kind: LinkKind;
  locale?: Locale;
  token?: string;
  holder?: { firstName: string; lastName: string; birthday?: string; email?: string };
  /** Days since the link was issued (fractions allowed); an old one is expired. */
  ageDays?: number;
  used?: boolean;
  wrongBirthdays?: number;
  referralCode?: string;
  /** The core system's name for the link; the local core stub releases a PSD2 link whose reference starts with `auto-release`. */
  reference?: string;
  psd2?: { status: (typeof psd2Statuses)[number]; appUrl?: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body of `POST /internal/links` for a fixture link. */
export function linkRequest({ ageDays, ...link }: FixtureLink, now = Date.now()) {
  return {
    locale: defaultLocale,
    holder: accountHolders.anna,
    ...link,
    ...(ageDays === undefined ? {} : { createdAt: new Date(now - ageDays * DAY_MS).toISOString() }),
  };
}

/** The body of `POST /v1/registrations` for `email`: Ida Lind, newsletter and marketing accepted (the consents a withdrawal withdraws). */
export function registrationRequest(email: string, extra: Record<string, unknown> = {}) {
  return {
    locale: 'enEU' as const,
    firstName: 'Ida',
    lastName: 'Lind',
    email,
    password: 'Sunny-Day-2026',
    acceptedNewsletter: true,
    consents: { termsAndConditions: true, privacy: true, marketing: true },
    ...extra,
  };
}
