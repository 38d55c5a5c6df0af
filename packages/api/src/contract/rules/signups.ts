/**
 * Double opt-in (SPEC §4), with no HTTP and no SQL: which sign-ups need a confirmation mail,
 * how long its link is valid, and what a confirmation or unsubscribe link may still do.
 */
export const signupTypes = ['crowdinvesting', 'investing', 'iou', 'newsletter'] as const;
export type SignupTypeValue = (typeof signupTypes)[number];

/** Hours a confirmation link works. */
export const confirmTokenHours = 48;

/** The investing waiting list is joined at once; the others wait for the e-mail link. */
export function needsConfirmation(type: SignupTypeValue): boolean {
  return type !== 'investing';
}

export const signupStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SignupStatus = (typeof signupStatuses)[number];

/** The history of a sign-up, kept as proof of the double opt-in and of the opt-out. */
export const signupEventKinds = ['requested', 'confirmed', 'unsubscribed'] as const;
export type SignupEventKind = (typeof signupEventKinds)[number];

export function isConfirmLinkExpired(sentAt: number, now: number): boolean {
  return now - sentAt > confirmTokenHours * 60 * 60 * 1000;
}

/** What a confirmation link does, given its sign-up's status and when the link was sent. */
export function confirmOutcome(
  found: { status: SignupStatus; tokenCreatedAt: number } | undefined,
  now: number,
): 'confirm' | 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_ALREADY_USED' {
  if (!found) return 'LINK_INVALID';
  if (found.status === 'confirmed') return 'LINK_ALREADY_USED';
  if (found.status === 'unsubscribed') return 'LINK_INVALID';
  if (isConfirmLinkExpired(found.tokenCreatedAt, now)) return 'LINK_EXPIRED';
  return 'confirm';
}

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address reaches, for the per-address rate limit only (never stored): sub-addresses
 * (`anna+1@`, `anna+2@`) deliver to `anna@`, so they share one budget.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
