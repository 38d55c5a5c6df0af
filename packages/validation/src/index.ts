export type { ValidationCode } from './codes';
export { validationCodes } from './codes';
export {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_CHARACTER_CLASSES,
  passwordCriteria,
  passwordCriterionMessageKeys,
  checkPassword,
  isValidPassword,
  validatePassword,
} from './password';
export type { PasswordCheck, PasswordCriterion } from './password';
export {
  BIRTHDAY_MIN_AGE_YEARS,
  BIRTHDAY_MAX_AGE_YEARS,
  parseDateParts,
  birthdayRange,
  isWithinRange,
  validateBirthday,
  matchBirthday,
} from './birthday';
export type {
  DateParts,
  DateParseResult,
  DateRange,
  BirthdayRangeOptions,
  BirthdayOptions,
  BirthdayResult,
} from './birthday';
export {
  isLeapYear,
  daysInMonth,
  calendarDateOf,
  compareCalendarDates,
  subtractYears,
  toIsoDate,
  toLocalDate,
} from './calendarDate';
export type { CalendarDate } from './calendarDate';
export { MAX_EMAIL_LENGTH, isEmail, validateEmail } from './email';
export { isFilled, required, maxLength } from './required';
export { countCharacters, isBlank } from './characters';
export { MAX_NAME_LENGTH, normalizeName, validateName } from './name';
export type { RequiredValue } from './required';
