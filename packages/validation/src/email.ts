import { required } from './required';

/** RFC 5321 limit of a forward path; longer addresses are not deliverable. */
export const MAX_EMAIL_LENGTH = 254;

/*
 * The one e-mail rule of every form on both apps (sign-ups, registration): the "valid e-mail
 * address" grammar of the HTML standard (what <input type="email"> checks), plus a dot in the
 * domain, at most 254 characters. So the browser, the forms and the API's `format: email`
 * agree: ASCII only (an internationalised address such as jörg@example.com is refused with a
 * message, as the bank's mail systems cannot be assumed to take SMTPUTF8), no IP-literal domain
 * (anna@[127.0.0.1] is no address a customer has), no quoted local part, no dotless domain
 * (a@localhost), and no dot at either end of the local part or two in a row, which relays
 * refuse. Whether the address exists is the confirmation e-mail's job.
 */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Syntax check only: whether the address can exist, not whether it does. Surrounding spaces are ignored. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > MAX_EMAIL_LENGTH || !HTML_EMAIL.test(email)) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  // RFC 5321's dot-string: mail relays refuse a local part that starts or ends with a dot or
  // has two in a row (`.a@`, `a.@`, `a..b@`: 501), which HTML's grammar lets through.
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return email.slice(at + 1).includes('.');
}

/** 'required' for an empty field, 'email' for a malformed address, otherwise null. */
export function validateEmail(value: string): 'required' | 'email' | null {
  return required(value) ?? (isEmail(value) ? null : 'email');
}
