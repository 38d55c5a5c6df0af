/**
 * The account-action links of SPEC §5 and §9, as constants the API (apps/api) enforces and the
 * pages and tests read: each kind's validity in days, and how many wrong birthdays a link allows
 * before it is blocked.
 */
export const linkValidityDays = {
  partner: 90,
  reset: 7,
  refund: 30,
  referral: 90,
  unbind: 7,
  verify: 30,
  psd2: 1,
} as const;

export type LinkKind = keyof typeof linkValidityDays;

/** Wrong birthdays allowed per link; the third one blocks it for every tab and device. */
export const maxBirthdayAttempts = 3;
