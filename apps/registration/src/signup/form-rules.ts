import { maxLength, required, validateEmail, validatePassword, type ValidationCode } from '@site/validation';

/**
 * Field rules of the registration form. The spec leaves them open (§5 'Registration app field
 * rules: not shown') except the password rule, which lives in @site/validation with the e-mail
 * and required checks. The lengths follow @site/api's contract (names 100, e-mail 254,
 * password 128): longer input is kept on screen with a message and blocks sending.
 */
export const fieldLimits = {
  firstName: 100,
  lastName: 100,
  username: 254,
  password: 128,
} as const;

export type FormField =
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'password'
  | 'acceptedTerms'
  | 'acceptedPrivacy';

/** A Validation catalogue code, or 'consent' for a required consent left unticked. */
export type FieldProblem = ValidationCode | 'consent';

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

function text(value: string, max: number, check: (value: string) => ValidationCode | null = required) {
  return check(value) ?? maxLength(value, max) ?? undefined;
}

/** Problems of the entries by field; empty when the form may be sent. Marketing and newsletter are optional. */
export function validateRegistration(entries: RegistrationEntries): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem | undefined>> = {
    firstName: text(entries.firstName, fieldLimits.firstName),
    lastName: text(entries.lastName, fieldLimits.lastName),
    username: text(entries.username, fieldLimits.username, validateEmail),
    password: text(entries.password, fieldLimits.password, validatePassword),
    acceptedTerms: entries.acceptedTerms ? undefined : 'consent',
    acceptedPrivacy: entries.acceptedPrivacy ? undefined : 'consent',
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}
