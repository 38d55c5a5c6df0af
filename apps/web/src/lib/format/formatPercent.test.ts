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
