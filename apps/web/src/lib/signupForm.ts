import { normalizeName, validateEmail, validateName } from '@site/validation';
import type { FieldRefusal } from './refusal';

/**
 * Validation of the sign-up forms (newsletter, crowdinvesting, investing, iou) with the rules of
 * @site/validation that every form of both apps uses. Returns catalogue keys of the Validation
 * namespace, so the form shows the shared §5 texts.
 */
export interface SignupValues {
  email: string;
  firstName: string;
  acceptedPrivacy: boolean;
}

export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, 'required' | 'email' | 'maxLength' | 'nameCharacters' | 'nameLink' | 'privacy'>>;

export function validateSignup(values: SignupValues, options: { asksForName: boolean }): SignupErrors {
  const errors: SignupErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const firstName = options.asksForName ? validateName(values.firstName) : null;
  if (firstName) errors.firstName = firstName;
  if (!values.acceptedPrivacy) errors.acceptedPrivacy = 'privacy';
  return errors;
}

/**
 * What a valid sign-up sends: the address, the name without surrounding white space (none when
 * empty), and the page it was sent from, which the API keeps with the sign-up as proof.
 */
export function signupPayload(values: SignupValues, options: { asksForName: boolean; page: string }): { email: string; firstName?: string; page: string } {
  return {
    email: values.email.trim(),
    ...(options.asksForName ? { firstName: normalizeName(values.firstName) } : {}),
    page: options.page,
  };
}

/**
 * A 400's field errors as the form's own (the same texts at the same fields); undefined when one
 * of them has no field in this form, so the form's alert says what went wrong instead.
 */
export function signupRefusals(refusals: readonly FieldRefusal[], options: { asksForName: boolean }): SignupErrors | undefined {
  const errors: SignupErrors = {};
  for (const { field, rule } of refusals) {
    if (field === 'email') errors.email ??= rule === 'required' ? 'required' : 'email';
    else if (field === 'firstName' && options.asksForName) errors.firstName ??= rule === 'tooLong' ? 'maxLength' : rule === 'name' ? 'nameCharacters' : 'required';
    else if (field === 'acceptedPrivacy') errors.acceptedPrivacy = 'privacy';
    else return undefined;
  }
  return refusals.length > 0 ? errors : undefined;
}
