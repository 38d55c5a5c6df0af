import { describe, expect, it } from 'vitest';
import { consentRetentionDays, retentionCutoff } from './retention';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25);

describe('retention', () => {
  it('keeps consent records three years by default and takes a configured whole number of days', () => {
    expect(consentRetentionDays(undefined)).toBe(1095);
    expect(consentRetentionDays('30')).toBe(30);
    for (const bad of ['', '0', '-5', '1.5', 'forever']) expect(consentRetentionDays(bad)).toBe(1095);
    expect(retentionCutoff(now, 1)).toBe(now - 24 * HOUR);
  });
});
