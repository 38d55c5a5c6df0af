import { isAccountHolder, isValidPassword } from '@site/validation';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { FieldErrorValue } from './problems';

/**
 * The rules the contract's types cannot say, for the API and the mock alike: terms and privacy
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

/** The payout account as it is stored (the IBAN without spaces), or the field errors. */
export function readRecipient(recipient: { iban: string; name: string }): { iban: string; name: string } | { errors: FieldErrorValue[] } {
  const iban = electronicFormatIBAN(recipient.iban) ?? '';
  const name = recipient.name.trim();
  const errors = [
    ...(isValidIBAN(iban) ? [] : [{ field: 'recipient.iban', rule: 'iban' } as const]),
    ...(name ? [] : [{ field: 'recipient.name', rule: 'required' } as const]),
  ];
  return errors.length > 0 ? { errors } : { iban, name };
}

/** SPEC §2: the money goes only to the account holder. */
export { isAccountHolder };
