import { countVisibleCharacters, isPlainText } from './characters';

/** SPEC §5/§9: minimum password length, in characters as a person sees them. */
export const MIN_PASSWORD_LENGTH = 8;

/** SPEC §5: how many of the four character classes a password needs. */
export const MIN_PASSWORD_CHARACTER_CLASSES = 2;

export type PasswordCriterion = 'length' | 'lower' | 'upper' | 'digit' | 'special';

/** Per-criterion result, for live feedback while the visitor types. */
export interface PasswordCheck {
  /**
   * At least MIN_PASSWORD_LENGTH characters as a person sees them (grapheme clusters: an emoji,
   * a flag or a letter with combining accents counts once; spaces and invisible characters do
   * not count).
   */
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  /** Any visible character that is neither a letter nor a digit (a space is not one). */
  special: boolean;
  /** How many of lower, upper, digit and special are met (0 to 4). */
  classCount: number;
  /** The whole §5 rule: length and at least MIN_PASSWORD_CHARACTER_CLASSES classes. */
  valid: boolean;
}

/** The criteria in the order a feedback list shows them. */
export const passwordCriteria: readonly PasswordCriterion[] = ['length', 'lower', 'upper', 'digit', 'special'];

/** Key of each criterion's label in the `Validation` message namespace. */
export const passwordCriterionMessageKeys = {
  length: 'passwordLength',
  lower: 'passwordLower',
  upper: 'passwordUpper',
  digit: 'passwordDigit',
  special: 'passwordSpecial',
} as const satisfies Record<PasswordCriterion, string>;

// Unicode-aware so that umlauts and other cased letters count as lower/upper case letters.
const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/u;

export function checkPassword(password: string): PasswordCheck {
  const length = countVisibleCharacters(password) >= MIN_PASSWORD_LENGTH;
  const lower = LOWER.test(password);
  const upper = UPPER.test(password);
  const digit = DIGIT.test(password);
  const special = SPECIAL.test(password);
  const classCount = [lower, upper, digit, special].filter(Boolean).length;
  return {
    length,
    lower,
    upper,
    digit,
    special,
    classCount,
    // A lone surrogate or a control cannot be typed, and would be hashed as another text.
    valid: length && classCount >= MIN_PASSWORD_CHARACTER_CLASSES && isPlainText(password),
  };
}

export function isValidPassword(password: string): boolean {
  return checkPassword(password).valid;
}

/** 'passwordInvalid' when the §5 rule is not met, otherwise null. */
export function validatePassword(password: string): 'required' | 'passwordInvalid' | null {
  if (password.length === 0) return 'required';
  return isValidPassword(password) ? null : 'passwordInvalid';
}
