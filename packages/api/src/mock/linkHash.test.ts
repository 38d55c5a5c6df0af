import { magicOfEmail, parseLinkHash } from './linkHash';

const now = new Date('2026-03-01T12:00:00Z');

describe('parseLinkHash', () => {
  it('reads purpose, age, holder and magic word', () => {
    expect(parseLinkHash('reset-3d-ben-slow', now)).toEqual({
      purpose: 'reset',
      createdAt: new Date('2026-02-26T12:00:00Z'),
      holder: 'ben',
      magic: 'slow',
    });
  });

  it('ignores case and surrounding spaces', () => {
    expect(parseLinkHash(' Partner-20260101-ANNA ', now)?.createdAt).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it.each(['', 'partner', 'partner-1d', 'bogus-1d-anna', 'partner-1d-anna-nope', 'partner-20260230-anna', 'partner-1d-anna-slow-x', 'partner-1w-anna'])(
    'rejects %j',
    (hash) => {
      expect(parseLinkHash(hash, now)).toBeUndefined();
    },
  );
});

describe('magicOfEmail', () => {
  it('finds a magic word in the local part only', () => {
    expect(magicOfEmail('Boom@example.com')).toBe('boom');
    expect(magicOfEmail('ana@boom.example')).toBeUndefined();
  });
});
