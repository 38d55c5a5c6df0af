/** Privacy: how long what is kept, with no SQL. */
export const defaultConsentRetentionDays = 3 * 365;

/** Unconfirmed sign-ups are forgotten this long after their last confirmation mail. */
export const pendingSignupRetentionDays = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records at or before this time are past their retention. */
export function retentionCutoff(now: number, days: number): number {
  return now - days * DAY_MS;
}

/** CONSENT_RETENTION_DAYS as configured: a positive whole number of days, else the default. */
export function consentRetentionDays(configured: string | undefined): number {
  const days = Number(configured);
  return Number.isInteger(days) && days > 0 ? days : defaultConsentRetentionDays;
}
