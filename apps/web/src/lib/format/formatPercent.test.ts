import { bindUnits } from './index';
import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('shows a ratio as a percentage with one decimal at most', () => {
    expect(formatPercent(0.5, 'en-EU')).toBe('50%');
    expect(formatPercent(0.4567, 'de-DE')).toBe('45,7\u00a0%');
  });

  it('shows more decimals when asked', () => {
    expect(formatPercent(0.004567, 'en-EU', { maximumFractionDigits: 2 })).toBe('0.46%');
  });
});

describe('one way of writing a percentage per locale', () => {
  it('is the same in a formatted figure and in a catalogue or content text, never breakable', () => {
    // The 50-30-20 card of issue 40 wrote '60.7%' (formatted) beside '50 %' (its catalogue).
    expect(formatPercent(0.607, 'en-EU')).toBe(bindUnits('60.7 %', 'en-EU'));
    expect(formatPercent(0.607, 'de-DE')).toBe(bindUnits('60,7%', 'de-DE'));
    for (const locale of ['de-DE', 'en-EU'] as const) {
      expect(formatPercent(0.5, locale)).toBe(bindUnits('50 %', locale));
      expect(formatPercent(0.607, locale)).not.toMatch(/[^\S\u00a0\u202f]/);
    }
    expect(formatPercent(0.5, 'en-EU')).toBe('50%');
    expect(formatPercent(0.5, 'de-DE')).toBe('50\u00a0%');
  });
});
