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

/**
 * A person's name for comparison (SPEC §2 reimbursement: the money goes only to the account
 * holder): case, accents, order, commas and extra spaces do not count, so "müller, ben" is Ben
 * Müller.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** Whether `recipientName` names the account holder (see nameKey); an empty name never does. */
export function isAccountHolder(recipientName: string, holder: { firstName: string; lastName: string }): boolean {
  const key = nameKey(recipientName);
  return key !== '' && key === nameKey(`${holder.firstName} ${holder.lastName}`);
}
