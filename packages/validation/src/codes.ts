/**
 * What a check returns when it fails. Each code is a key of the `Validation` message namespace
 * (packages/i18n/messages/<locale>/Validation.json), so an app shows `t(code)`; this package
 * never holds user-visible text.
 */
export type ValidationCode =
  | 'required'
  | 'requiredSelect'
  | 'email'
  | 'date'
  | 'birthdayRange'
  | 'birthdayMismatch'
  | 'passwordInvalid'
  | 'maxLength'
  | 'nameCharacters'
  | 'nameLink';

export const validationCodes: readonly ValidationCode[] = [
  'required',
  'requiredSelect',
  'email',
  'date',
  'birthdayRange',
  'birthdayMismatch',
  'passwordInvalid',
  'maxLength',
  'nameCharacters',
  'nameLink',
];
