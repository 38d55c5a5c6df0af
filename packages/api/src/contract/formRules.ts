import { isValidPassword } from '@site/validation';
import type { FieldErrorValue } from './problems';

/**
 * The rules the contract's types cannot say: terms and privacy must be accepted, and the
 * password must meet SPEC §5 (the same function the forms use, from @site/validation).
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
