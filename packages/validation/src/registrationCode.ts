/**
 * The registration app's `code` query parameter (SPEC §2, a referral or campaign code): 1 to 64
 * characters of A-Z, a-z, 0-9, '_' and '-'. The app drops anything else; the API refuses it.
 */
export const registrationCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
