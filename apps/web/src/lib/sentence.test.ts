import { beforeFullStop } from './sentence';

describe('beforeFullStop', () => {
  it('lets the sentence end an abbreviation with one full stop', () => {
    expect(`Source: ${beforeFullStop('Bank rating by Grüne Finanzen e. V.')}.`).toBe('Source: Bank rating by Grüne Finanzen e. V.');
    expect(`Source: ${beforeFullStop('Trustpilot')}.`).toBe('Source: Trustpilot.');
  });
});
