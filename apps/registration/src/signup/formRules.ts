import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  maxLength,
  validateEmail,
  validateName,
  validatePassword,
  type ValidationCode,
} from '@site/validation';

/**
 * Field rules of the registration form: the names, e-mail and password rules of
 * @site/validation that every form of both apps uses. The lengths follow @site/api's contract
 * (names 100, e-mail 254, password 128): longer input is kept on screen with a message and
 * blocks sending.
 */
export const fieldLimits = {
  firstName: MAX_NAME_LENGTH,
  lastName: MAX_NAME_LENGTH,
  username: MAX_EMAIL_LENGTH,
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

function text(value: string, max: number, check: (value: string) => ValidationCode | null) {
  return check(value) ?? maxLength(value, max) ?? undefined;
}

/** Problems of the entries by field; empty when the form may be sent. Marketing and newsletter are optional. */
export function validateRegistration(entries: RegistrationEntries): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem | undefined>> = {
    firstName: validateName(entries.firstName) ?? undefined,
    lastName: validateName(entries.lastName) ?? undefined,
    username: text(entries.username, fieldLimits.username, validateEmail),
    password: text(entries.password, fieldLimits.password, validatePassword),
    acceptedTerms: entries.acceptedTerms ? undefined : 'consent',
    acceptedPrivacy: entries.acceptedPrivacy ? undefined : 'consent',
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

/** A field error of the API's 400 (`{ field, rule }`, a dotted path of the request body). */
export interface ServerFieldError {
  field: string;
  rule: string;
}

const fieldOfRequest: Record<string, FormField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'username',
  password: 'password',
  'consents.termsAndConditions': 'acceptedTerms',
  'consents.privacy': 'acceptedPrivacy',
};

/** The form's own text for each rule the API checks on these fields. */
const problemOfRule: Record<string, FieldProblem> = {
  required: 'required',
  format: 'email',
  passwordRule: 'passwordInvalid',
  mustAccept: 'consent',
  tooLong: 'maxLength',
  name: 'nameCharacters',
};

/**
 * The API's field errors as the form's problems, by field, the first per field: each is shown at
 * its field with the text the form's own check would show. Errors of anything else (a field the
 * form has not, a rule it does not know) are left out; with none left, the caller shows §8's text.
 */
export function problemsOfServer(errors: readonly ServerFieldError[] = []): Partial<Record<FormField, FieldProblem>> {
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  for (const { field, rule } of errors) {
    // Own entries only: 'constructor' or 'toString' from a server are no field and no rule.
    const formField = Object.hasOwn(fieldOfRequest, field) ? fieldOfRequest[field] : undefined;
    const problem = Object.hasOwn(problemOfRule, rule) ? problemOfRule[rule] : undefined;
    if (formField && problem && !problems[formField]) problems[formField] = problem;
  }
  return problems;
}
