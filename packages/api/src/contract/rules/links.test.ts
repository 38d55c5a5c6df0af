import { birthdayMatches, birthdayOutcome, isExpired, linkExpiresAt, linkNeedsBirthday, linkState, linkValidityDays, maxBirthdayAttempts, refuseLink } from './links';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const link = (extra: Partial<Parameters<typeof refuseLink>[0] & object> = {}) => ({
  kind: 'partner' as const,
  createdAt: now - DAY,
  usedAt: null,
  wrongBirthdays: 0,
  ...extra,
});

describe('link rules', () => {
  it('expires each kind exactly its validity after it was issued: the minute before works, the minute after not', () => {
    const MINUTE = 60 * 1000;
    for (const [kind, days] of Object.entries(linkValidityDays) as [keyof typeof linkValidityDays, number][]) {
      expect(isExpired({ kind, createdAt: now - days * DAY + MINUTE }, now)).toBe(false);
      expect(isExpired({ kind, createdAt: now - days * DAY - MINUTE }, now)).toBe(true);
    }
    expect(isExpired({ kind: 'partner', createdAt: now - 90 * DAY }, now)).toBe(true);
  });

  it('answers when a link stops working, and which kinds ask for a birthday', () => {
    expect(linkExpiresAt({ kind: 'partner', createdAt: now })).toBe(now + 90 * DAY);
    expect(['partner', 'reset', 'refund', 'referral', 'unbind', 'verify', 'psd2'].filter((k) => linkNeedsBirthday(k as never))).toEqual([
      'partner',
      'reset',
      'refund',
    ]);
  });

  it('refuses in the order the pages need: unknown or other kind, expired, used, blocked', () => {
    expect(refuseLink(undefined, 'partner', now)).toBe('LINK_INVALID');
    expect(refuseLink(link({ kind: 'reset' }), 'partner', now)).toBe('LINK_INVALID');
    expect(refuseLink(link({ createdAt: now + DAY }), 'partner', now)).toBe('LINK_INVALID');
    expect(refuseLink(link({ createdAt: now - 91 * DAY, usedAt: now }), 'partner', now)).toBe('LINK_EXPIRED');
    expect(refuseLink(link({ usedAt: now, wrongBirthdays: 3 }), 'partner', now)).toBe('LINK_ALREADY_USED');
    expect(refuseLink(link({ wrongBirthdays: maxBirthdayAttempts }), 'partner', now)).toBe('BIRTHDAY_ATTEMPTS_EXCEEDED');
    expect(refuseLink(link({ wrongBirthdays: 2 }), 'partner', now)).toBeNull();
  });

  it('tells a page the state of its link, an unknown or foreign one as expired', () => {
    expect(linkState(link(), 'partner', now)).toBe('VALID');
    expect(linkState(undefined, 'partner', now)).toBe('EXPIRED');
    expect(linkState(link({ kind: 'reset' }), 'partner', now)).toBe('EXPIRED');
    expect(linkState(link({ createdAt: now - 91 * DAY }), 'partner', now)).toBe('EXPIRED');
    expect(linkState(link({ usedAt: now }), 'partner', now)).toBe('USED');
    expect(linkState(link({ wrongBirthdays: maxBirthdayAttempts }), 'partner', now)).toBe('BLOCKED');
  });

  it('blocks with the third wrong birthday and tells the attempts left before', () => {
    expect(birthdayOutcome(false, 1)).toEqual({ ok: false, code: 'BIRTHDAY_MISMATCH', remainingAttempts: 2 });
    expect(birthdayOutcome(false, 2)).toEqual({ ok: false, code: 'BIRTHDAY_MISMATCH', remainingAttempts: 1 });
    expect(birthdayOutcome(false, 3)).toEqual({ ok: false, code: 'BIRTHDAY_ATTEMPTS_EXCEEDED' });
    expect(birthdayOutcome(true, 0)).toEqual({ ok: true });
  });

  it('compares birthdays as calendar dates and never matches a link without one', () => {
    expect(birthdayMatches('1990-04-12', '1990-04-12')).toBe(true);
    expect(birthdayMatches('1990-04-12', '1990-04-13')).toBe(false);
    expect(birthdayMatches('1990-04-12', null)).toBe(false);
  });
});
