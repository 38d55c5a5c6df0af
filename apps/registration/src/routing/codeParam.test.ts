import { isValidCode, readCode } from './codeParam';

describe('code parameter', () => {
  it.each(['abc', 'A-1_b', 'x'.repeat(64)])('accepts %s', (code) => {
    expect(isValidCode(code)).toBe(true);
    expect(readCode(`?code=${code}`)).toBe(code);
  });

  it.each(['', 'x'.repeat(65), '<script>', 'a b', 'ab%2F', 'é', 'a.b', '../x'])('drops %j', (code) => {
    expect(readCode(`?code=${encodeURIComponent(code)}`)).toBeUndefined();
  });

  it('is undefined without a code and for non-strings', () => {
    expect(readCode('?other=1')).toBeUndefined();
    expect(isValidCode(42)).toBe(false);
  });
});
