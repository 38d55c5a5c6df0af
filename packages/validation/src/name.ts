import { isBlank } from './characters';
import { maxLength } from './required';

/**
 * Longest first or last name any form takes, in code points (the API contract's `maxLength`
 * for names, which counts code points as JSON Schema does).
 */
export const MAX_NAME_LENGTH = 100;

/** A bank account's holder name (the reimbursement's recipient) may be longer: SEPA allows 140 characters. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 140;

/** The name as it is sent: without surrounding white space. */
export function normalizeName(value: string): string {
  return value.trim();
}

// One line of letters (any script, with their accents) and the punctuation names need: spaces
// between words, hyphens, apostrophes, full stops (initials, "Jr."), commas ("Müller, Ben").
// Controls, bidi controls and invisible characters are no letters, and in a Unicode pattern a
// lone surrogate is no letter either, so nothing else passes.
const NAME = /^[\p{L}\p{M}]+(?:[ .,'’ʼ-]+[\p{L}\p{M}]*)*$/u;
// Two words joined by a dot without a space read as a web address ("evil.example"), and mail
// programs make them a link.
const LINK_LIKE = /[\p{L}\p{M}\d]{2}\.[\p{L}\p{M}]{2}/u;

export type NameProblem = 'required' | 'maxLength' | 'nameCharacters' | 'nameLink';

/**
 * The one name rule of every form and of the API:
 * - 'required' for an empty name or one made only of invisible characters (U+200B, U+FEFF, ...),
 * - 'maxLength' for one longer than `max` code points after trimming,
 * - 'nameLink' for one that reads as a web address (`evil.example`),
 * - 'nameCharacters' for anything but letters and the punctuation names need (no digits, no
 *   `@`, `/` or `:`, no line breaks or invisible characters),
 * otherwise null. A name is put into the bank's mails, so nothing else may reach them.
 */
export function validateName(value: string, max: number = MAX_NAME_LENGTH): NameProblem | null {
  const name = normalizeName(value);
  if (isBlank(name)) return 'required';
  const tooLong = maxLength(name, max);
  if (tooLong) return tooLong;
  if (!NAME.test(name)) return 'nameCharacters';
  if (LINK_LIKE.test(name)) return 'nameLink';
  return null;
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
