/**
 * Field rules of the registration form. The spec leaves them open (§5 'Registration app field
 * rules: not shown') except the password rule, so the limits below are ours, chosen to fit
 * what the back office stores: names 50 characters, e-mail 254 (RFC 5321), password 128.
 */
export const fieldLimits = {
  firstName: 50,
  lastName: 50,
  username: 254,
  password: 128,
} as const;

export type LimitedField = keyof typeof fieldLimits;

/** Cuts input to its field's limit and says whether it had to. */
export function limitInput(field: LimitedField, value: string): { value: string; truncated: boolean } {
  const max = fieldLimits[field];
  // Count code points, so an emoji is never split into half a surrogate pair.
  const chars = Array.from(value);
  return chars.length > max
    ? { value: chars.slice(0, max).join(''), truncated: true }
    : { value, truncated: false };
}

export function isFilled(value: string): boolean {
  return value.trim().length > 0;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= fieldLimits.username && EMAIL.test(value.trim());
}

/** Password rule of SPEC §5: at least 8 characters and at least two of the four kinds. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordCheck {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  special: boolean;
  valid: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  const length = Array.from(password).length >= PASSWORD_MIN_LENGTH;
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const special = /[^\p{L}\p{Nd}\s]/u.test(password);
  const kinds = [lower, upper, digit, special].filter(Boolean).length;
  return { length, lower, upper, digit, special, valid: length && kinds >= 2 };
}

export type FormField =
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'password'
  | 'acceptedTerms'
  | 'acceptedPrivacy';

export type FieldProblem = 'required' | 'email' | 'password' | 'consent';

/** Form order, so the first problem can take the focus. */
export const formFields: readonly FormField[] = [
  'firstName',
  'lastName',
  'username',
  'password',
  'acceptedTerms',
  'acceptedPrivacy',
];

export interface RegistrationEntries {
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  acceptedTerms: boolean;
  acceptedPrivacy: boolean;
}

/** Problems of the entries by field; empty when the form may be sent. Marketing and newsletter are optional. */
export function validateRegistration(entries: RegistrationEntries): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  if (!isFilled(entries.firstName)) problems.firstName = 'required';
  if (!isFilled(entries.lastName)) problems.lastName = 'required';
  if (!isFilled(entries.username)) problems.username = 'required';
  else if (!isEmail(entries.username)) problems.username = 'email';
  if (entries.password === '') problems.password = 'required';
  else if (!checkPassword(entries.password).valid) problems.password = 'password';
  if (!entries.acceptedTerms) problems.acceptedTerms = 'consent';
  if (!entries.acceptedPrivacy) problems.acceptedPrivacy = 'consent';
  return problems;
}
