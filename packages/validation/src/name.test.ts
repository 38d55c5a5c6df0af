import { MAX_NAME_LENGTH, normalizeName, validateName } from './name';

describe('validateName', () => {
  it('accepts a name and ignores surrounding white space', () => {
    expect(validateName('Anna')).toBeNull();
    expect(validateName('  Anna-Lena Müller  ')).toBeNull();
    expect(normalizeName('  Anna  ')).toBe('Anna');
  });

  it.each(['', '   ', '\u200b', '\ufeff\u200b', ' \u200b '])('asks for a name when %j is all there is', (value) => {
    expect(validateName(value)).toBe('required');
  });

  it(`takes at most ${MAX_NAME_LENGTH} characters, counted after trimming`, () => {
    expect(MAX_NAME_LENGTH).toBe(100);
    expect(validateName('a'.repeat(100))).toBeNull();
    expect(validateName(` ${'a'.repeat(100)} `)).toBeNull();
    expect(validateName('a'.repeat(101))).toBe('maxLength');
    expect(validateName('a'.repeat(10_000))).toBe('maxLength');
  });

  it('takes another limit where a contract has one', () => {
    expect(validateName('a'.repeat(140), 140)).toBeNull();
    expect(validateName('a'.repeat(141), 140)).toBe('maxLength');
  });
});
