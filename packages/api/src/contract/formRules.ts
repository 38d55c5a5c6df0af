import { ACCOUNT_HOLDER_MAX_LENGTH, isAccountHolder, isValidPassword, MAX_NAME_LENGTH, normalizeName, validateBirthday, validateName } from '@site/validation';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { FieldErrorValue } from './problems';

/**
 * The rules the contract's types cannot say, for the API: terms and privacy
 * must be accepted, the password must meet SPEC §5 (the same function the forms use, from
 * @site/validation), and a reimbursement names a valid IBAN and a name.
 */
export function consentErrors(consents: { termsAndConditions: boolean; privacy: boolean }): FieldErrorValue[] {
  return [
    ...(consents.termsAndConditions ? [] : [{ field: 'consents.termsAndConditions', rule: 'mustAccept' } as const]),
    ...(consents.privacy ? [] : [{ field: 'consents.privacy', rule: 'mustAccept' } as const]),
  ];
}

export function passwordErrors(password: string): FieldErrorValue[] {
  return isValidPassword(password) ? [] : [{ field: 'password', rule: 'passwordRule' }];
}

/**
 * SPEC §5's birthday range on the server, the forms' own rule (@site/validation: 18 to 120 years
 * before today): the same field error the form shows, before the birthday is compared with the
 * one on file, so an impossible birthday never counts as a wrong guess.
 */
export function birthdayErrors(birthday: string, today: Date = new Date()): FieldErrorValue[] {
  const [year = '', month = '', day = ''] = birthday.split('-');
  const result = validateBirthday({ day, month, year }, { today });
  if (result.ok) return [];
  return [{ field: 'birthday', rule: result.error === 'birthdayRange' ? 'birthdayRange' : 'format' }];
}

const nameRules = { required: 'required', maxLength: 'tooLong', nameCharacters: 'name', nameLink: 'name' } as const;

/**
 * The forms' name rule (@site/validation `validateName`), on the server: one line of letters and
 * the punctuation names need, at most `max` code points, never a web address. A name goes into
 * the bank's mails, so nothing else may.
 */
export function nameErrors(field: string, value: string, max = MAX_NAME_LENGTH): FieldErrorValue[] {
  const problem = validateName(value, max);
  return problem ? [{ field, rule: nameRules[problem] }] : [];
}

/** A name as it is stored and put into a mail: trimmed. */
export { normalizeName };

/** The payout account as it is stored (the IBAN without spaces), or the field errors. */
export function readRecipient(recipient: { iban: string; name: string }): { iban: string; name: string } | { errors: FieldErrorValue[] } {
  const iban = electronicFormatIBAN(recipient.iban) ?? '';
  const name = normalizeName(recipient.name);
  const errors = [
    ...(isValidIBAN(iban) ? [] : [{ field: 'recipient.iban', rule: 'iban' } as const]),
    ...nameErrors('recipient.name', recipient.name, ACCOUNT_HOLDER_MAX_LENGTH),
  ];
  return errors.length > 0 ? { errors } : { iban, name };
}

/** SPEC §2: the money goes only to the account holder. */
export { isAccountHolder };
