import { registrationCodePattern } from '@site/validation';

/**
 * The `code` query parameter (SPEC §2, a referral or campaign code), in the format the API takes
 * (@site/validation `registrationCodePattern`). Anything else is dropped: it is neither stored nor sent.
 */
export const CODE_PATTERN = registrationCodePattern;

export function isValidCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The valid code of a query string, or undefined when it is missing or malformed. */
export function readCode(search: string): string | undefined {
  const value = new URLSearchParams(search).get('code');
  return isValidCode(value) ? value : undefined;
}
