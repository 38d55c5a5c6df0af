import { required } from './required';

/** RFC 5321 limit of a forward path; longer addresses are not deliverable. */
export const MAX_EMAIL_LENGTH = 254;

// The "valid e-mail address" grammar of the HTML standard (what <input type="email"> checks),
// so client checks agree with the browser's. It allows dotless domains ("a@localhost");
// a public sign-up needs a domain with a dot, checked separately below.
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Syntax check only: whether the address can exist, not whether it does. Surrounding spaces are ignored. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || !HTML_EMAIL.test(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return domain.includes('.');
}

/** 'required' for an empty field, 'email' for a malformed address, otherwise null. */
export function validateEmail(value: string): 'required' | 'email' | null {
  return required(value) ?? (isEmail(value) ? null : 'email');
}
