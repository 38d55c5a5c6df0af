/** Privacy: how long what is kept, with no SQL. */
export const defaultConsentRetentionDays = 3 * 365;

/** Unconfirmed sign-ups are forgotten this long after their last confirmation mail. */
export const pendingSignupRetentionDays = 30;

/**
 * A sign-up's history (requested, confirmed, unsubscribed: the proof of the double opt-in and of
 * the opt-out, UWG § 7) is kept while the address is subscribed and this long after its last
 * event: the regular limitation period of a claim (§ 195 BGB, three years).
 */
export const signupEventRetentionDays = 3 * 365;

/**
 * The outbox: a sent row (its payload already erased; what was sent when, for support) is kept
 * this long; a failed one, which still holds its mail or event for support to send again, this
 * long after its last attempt.
 */
export const sentOutboxRetentionDays = 30;
export const failedOutboxRetentionDays = 90;

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
