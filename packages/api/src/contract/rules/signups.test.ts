import { confirmOutcome, mailboxOf, needsConfirmation, normalizeEmail } from './signups';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);

describe('double opt-in rules', () => {
  it('asks newsletter, crowdinvesting and iou to confirm; investing joins at once', () => {
    expect(['newsletter', 'crowdinvesting', 'iou', 'investing'].map((t) => needsConfirmation(t as never))).toEqual([true, true, true, false]);
  });

  it('confirms a pending sign-up within 48 hours only, once', () => {
    expect(confirmOutcome({ status: 'pending', tokenCreatedAt: now - 48 * HOUR }, now)).toBe('confirm');
    expect(confirmOutcome({ status: 'pending', tokenCreatedAt: now - 48 * HOUR - 1 }, now)).toBe('LINK_EXPIRED');
    expect(confirmOutcome({ status: 'confirmed', tokenCreatedAt: now - 100 * HOUR }, now)).toBe('LINK_ALREADY_USED');
    expect(confirmOutcome({ status: 'unsubscribed', tokenCreatedAt: now }, now)).toBe('LINK_INVALID');
    expect(confirmOutcome(undefined, now)).toBe('LINK_INVALID');
  });

  it('compares addresses without case and surrounding spaces', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });

  it('limits sub-addresses as the mailbox they reach', () => {
    expect(mailboxOf('Anna+1@Example.com')).toBe('anna@example.com');
    expect(mailboxOf('anna+news+x@example.com')).toBe('anna@example.com');
    expect(mailboxOf('anna@example.com')).toBe('anna@example.com');
    expect(mailboxOf('+anna@example.com')).toBe('+anna@example.com');
  });
});
