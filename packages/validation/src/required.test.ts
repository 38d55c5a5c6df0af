import { isFilled, maxLength, required } from './required';

describe('required', () => {
  it.each([
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [false, false],
    [[], false],
    [Number.NaN, false],
    ['x', true],
    [true, true],
    [0, true],
    [['a'], true],
  ] as const)('%j filled: %s', (value, filled) => {
    expect(isFilled(value)).toBe(filled);
    expect(required(value)).toBe(filled ? null : 'required');
  });

  it('uses the select code when asked', () => {
    expect(required('', 'requiredSelect')).toBe('requiredSelect');
    expect(required('de', 'requiredSelect')).toBeNull();
  });
});

describe('maxLength', () => {
  it('counts code points', () => {
    expect(maxLength('abc', 3)).toBeNull();
    expect(maxLength('abcd', 3)).toBe('maxLength');
    expect(maxLength('😀😀😀', 3)).toBeNull();
  });
});
