import { isBlank } from './characters';
import { maxLength } from './required';

/**
 * Longest first or last name any form takes, in code points (the API contract's `maxLength`
 * for names, which counts code points as JSON Schema does).
 */
export const MAX_NAME_LENGTH = 100;

/** The name as it is sent: without surrounding white space. */
export function normalizeName(value: string): string {
  return value.trim();
}

/**
 * 'required' for an empty name or one made only of invisible characters (U+200B, U+FEFF, ...),
 * 'maxLength' for one longer than `max` after trimming, otherwise null.
 */
export function validateName(value: string, max: number = MAX_NAME_LENGTH): 'required' | 'maxLength' | null {
  const name = normalizeName(value);
  if (isBlank(name)) return 'required';
  return maxLength(name, max);
}
