/**
 * Validation of the sign-up forms (newsletter, crowdinvesting, investing, iou). Returns catalogue
 * keys of the Validation namespace, so the form shows the shared §5 texts.
 */
export interface SignupValues {
  email: string;
  firstName: string;
  acceptedPrivacy: boolean;
}

export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, 'required' | 'email' | 'privacy'>>;

// Deliberately loose: one '@', something before, a dot after. The confirmation e-mail is the real check.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= 254;
}

export function validateSignup(values: SignupValues, options: { asksForName: boolean }): SignupErrors {
  const errors: SignupErrors = {};
  if (values.email.trim() === '') errors.email = 'required';
  else if (!isEmail(values.email)) errors.email = 'email';
  if (options.asksForName && values.firstName.trim() === '') errors.firstName = 'required';
  if (!values.acceptedPrivacy) errors.acceptedPrivacy = 'privacy';
  return errors;
}
