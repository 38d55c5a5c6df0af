/**
 * The `code` query parameter (SPEC §2, a referral or campaign code): 1 to 64 characters of
 * A-Z, a-z, 0-9, '_' and '-'. Anything else is dropped: it is neither stored nor sent.
 */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The valid code of a query string, or undefined when it is missing or malformed. */
export function readCode(search: string): string | undefined {
  const value = new URLSearchParams(search).get('code');
  return isValidCode(value) ? value : undefined;
}
