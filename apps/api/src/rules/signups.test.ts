import { describe, expect, it } from 'vitest';
import { confirmOutcome, needsConfirmation, normalizeEmail } from './signups';
import { consentRetentionDays, retentionCutoff } from './retention';

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
});

describe('retention', () => {
  it('keeps consent records three years by default and takes a configured whole number of days', () => {
    expect(consentRetentionDays(undefined)).toBe(1095);
    expect(consentRetentionDays('30')).toBe(30);
    for (const bad of ['', '0', '-5', '1.5', 'forever']) expect(consentRetentionDays(bad)).toBe(1095);
    expect(retentionCutoff(now, 1)).toBe(now - 24 * HOUR);
  });
});
