export type { ValidationCode } from './codes';
export {
  passwordCriteria,
  passwordCriterionMessageKeys,
  checkPassword,
  isValidPassword,
  validatePassword,
} from './password';
export type { PasswordCriterion } from './password';
export { birthdayRange, parseDateParts, validateBirthday } from './birthday';
export type { DateParts, DateParseResult, DateRange } from './birthday';
export type { CalendarDate } from './calendarDate';
export { MAX_EMAIL_LENGTH, isEmail, validateEmail } from './email';
export { required, maxLength } from './required';
export { ACCOUNT_HOLDER_MAX_LENGTH, MAX_NAME_LENGTH, isAccountHolder, nameKey, normalizeName, validateName } from './name';
export { linkValidityDays, maxBirthdayAttempts } from './links';
export type { LinkKind } from './links';
export { RANDOM_ID_LENGTH, randomIdPattern, randomIdSource } from './ids';
export { countVisibleCharacters, isPlainText } from './characters';
export type { NameProblem } from './name';
export { registrationCodePattern } from './registrationCode';
