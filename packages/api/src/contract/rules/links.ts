/**
 * The rules of account-action links (SPEC §5, §9), with no HTTP and no SQL: which kinds exist,
 * how long each is valid (the constants are @site/validation's), which ask for a birthday,
 * single use, and the birthday attempt limit. The API's handlers ask these functions and
 * translate the answer into a response.
 */
import { linkValidityDays, maxBirthdayAttempts, type LinkKind } from '@site/validation';

export { linkValidityDays, maxBirthdayAttempts, type LinkKind };
export const linkKinds = Object.keys(linkValidityDays) as [LinkKind, ...LinkKind[]];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The links whose action asks for the holder's birthday (SPEC §2: partner registration, password reset, reimbursement). */
const birthdayKinds: ReadonlySet<LinkKind> = new Set(['partner', 'reset', 'refund']);

export function linkNeedsBirthday(kind: LinkKind): boolean {
  return birthdayKinds.has(kind);
}

export interface LinkFacts {
  kind: LinkKind;
  createdAt: number;
  usedAt: number | null;
  wrongBirthdays: number;
}

export type LinkRefusal = 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_ALREADY_USED' | 'BIRTHDAY_ATTEMPTS_EXCEEDED';

/** When a link stops working: exactly its kind's validity after it was issued, to the millisecond. */
export function linkExpiresAt(link: Pick<LinkFacts, 'kind' | 'createdAt'>): number {
  return link.createdAt + linkValidityDays[link.kind] * DAY_MS;
}

export function isExpired(link: Pick<LinkFacts, 'kind' | 'createdAt'>, now: number): boolean {
  return now >= linkExpiresAt(link);
}

/**
 * Whether the link may be used for an action of `kind` now, checked in the order the pages
 * need: unknown or of another kind, expired, used, blocked by wrong birthdays.
 */
export function refuseLink(link: LinkFacts | undefined, kind: LinkKind, now: number): LinkRefusal | null {
  if (!link || link.kind !== kind || link.createdAt > now) return 'LINK_INVALID';
  if (isExpired(link, now)) return 'LINK_EXPIRED';
  if (link.usedAt !== null) return 'LINK_ALREADY_USED';
  if (link.wrongBirthdays >= maxBirthdayAttempts) return 'BIRTHDAY_ATTEMPTS_EXCEEDED';
  return null;
}

export type LinkState = 'VALID' | 'EXPIRED' | 'USED' | 'BLOCKED';

const stateOfRefusal: Record<LinkRefusal, LinkState> = {
  // A link never issued, or issued for another action, answers like an expired one: the page
  // shows the same state, and the answer tells a prober nothing about which tokens exist.
  LINK_INVALID: 'EXPIRED',
  LINK_EXPIRED: 'EXPIRED',
  LINK_ALREADY_USED: 'USED',
  BIRTHDAY_ATTEMPTS_EXCEEDED: 'BLOCKED',
};

/** What a page that acts on a link of `kind` may do with it now (the same order as `refuseLink`). */
export function linkState(link: LinkFacts | undefined, kind: LinkKind, now: number): LinkState {
  const refusal = refuseLink(link, kind, now);
  return refusal ? stateOfRefusal[refusal] : 'VALID';
}

export type BirthdayOutcome =
  | { ok: true }
  | { ok: false; code: 'BIRTHDAY_MISMATCH'; remainingAttempts: number }
  | { ok: false; code: 'BIRTHDAY_ATTEMPTS_EXCEEDED' };

/** What a birthday answer means, given the wrong answers counted after this one. */
export function birthdayOutcome(matches: boolean, wrongBirthdaysAfter: number): BirthdayOutcome {
  if (matches) return { ok: true };
  if (wrongBirthdaysAfter >= maxBirthdayAttempts) return { ok: false, code: 'BIRTHDAY_ATTEMPTS_EXCEEDED' };
  return { ok: false, code: 'BIRTHDAY_MISMATCH', remainingAttempts: maxBirthdayAttempts - wrongBirthdaysAfter };
}

/** Birthdays are calendar dates (YYYY-MM-DD), compared as written, never through a time zone. */
export function birthdayMatches(entered: string, onFile: string | null): boolean {
  return onFile !== null && entered === onFile;
}
