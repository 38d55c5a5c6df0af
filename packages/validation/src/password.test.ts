import fc from 'fast-check';
import { checkPassword, isValidPassword, MIN_PASSWORD_LENGTH, validatePassword } from './password';
import { countCharacters, isPlainText } from './characters';

describe('checkPassword', () => {
  it.each([
    ['', false],
    ['abcdefgh', false], // one class only
    ['ABCDEFGH', false],
    ['12345678', false],
    ['!!!!!!!!', false],
    ['abcdefG', false], // two classes, 7 characters
    ['abcdefgH', true],
    ['abcdefg1', true],
    ['abcdefg!', true],
    ['ABCDEFG1', true],
    ['1234567!', true],
    ['passwort 123', true], // space counts as special
    ['ÄÖÜäöüßx', true], // umlauts are letters with case
  ])('%j -> valid %s', (password, valid) => {
    expect(checkPassword(password).valid).toBe(valid);
    expect(isValidPassword(password)).toBe(valid);
  });

  it('reports each criterion separately for live feedback', () => {
    expect(checkPassword('aB3$')).toEqual({
      length: false,
      lower: true,
      upper: true,
      digit: true,
      special: true,
      classCount: 4,
      valid: false,
    });
    expect(checkPassword('abcdefgh')).toEqual({
      length: true,
      lower: true,
      upper: false,
      digit: false,
      special: false,
      classCount: 1,
      valid: false,
    });
  });

  it('counts characters as a person sees them: a letter with seven combining accents is one', () => {
    const accented = 'a\u0301\u0302\u0303\u0304\u0305\u0306\u0307';
    expect(checkPassword(accented).length).toBe(false);
    expect(isValidPassword(`${accented}B1`)).toBe(false);
    expect(isValidPassword(`${accented}Bcdefg1`)).toBe(true);
    expect(checkPassword('🇩🇪🇩🇪🇩🇪🇩🇪Ab1').length).toBe(false);
  });

  it('counts an emoji once, so seven emoji are too short', () => {
    expect(checkPassword('a😀😀😀😀😀1').length).toBe(false);
    expect(checkPassword('a😀😀😀😀😀😀1').length).toBe(true);
  });

  it('validatePassword returns codes, not texts', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword('short')).toBe('passwordInvalid');
    expect(validatePassword('Long enough')).toBeNull();
  });
});

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ');
const digit = fc.constantFrom(...'0123456789');
// A space is no special character: it is not seen, so it neither counts nor makes a class.
const special = fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~€§');
const classes = { lower, upper, digit, special } as const;
type ClassName = keyof typeof classes;
const classNames = Object.keys(classes) as ClassName[];

/** A password made only of characters of the chosen classes, each of them present at least once. */
const passwordOf = (chosen: ClassName[], minLength: number, maxLength: number) =>
  fc
    .tuple(
      fc.tuple(...chosen.map((name) => classes[name])),
      fc.array(fc.oneof(...chosen.map((name) => classes[name])), { minLength, maxLength }),
    )
    .chain(([required, rest]) => fc.shuffledSubarray([...required, ...rest], { minLength: required.length + rest.length }))
    .map((chars) => chars.join(''));

describe('checkPassword (properties)', () => {
  it('detects exactly the classes a password is built from', () => {
    fc.assert(
      fc.property(
        fc.subarray(classNames, { minLength: 1 }).chain((chosen) =>
          passwordOf(chosen, 0, 20).map((password) => ({ chosen, password })),
        ),
        ({ chosen, password }) => {
          const result = checkPassword(password);
          for (const name of classNames) expect(result[name]).toBe(chosen.includes(name));
          expect(result.classCount).toBe(chosen.length);
        },
      ),
    );
  });

  it('is valid exactly when long enough and built from at least two classes', () => {
    fc.assert(
      fc.property(
        fc.subarray(classNames, { minLength: 1 }).chain((chosen) =>
          passwordOf(chosen, 0, 16).map((password) => ({ chosen, password })),
        ),
        ({ chosen, password }) => {
          const expected = countCharacters(password) >= MIN_PASSWORD_LENGTH && chosen.length >= 2;
          expect(checkPassword(password).valid).toBe(expected);
        },
      ),
    );
  });

  it('never becomes invalid when a character is appended', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), (password, extra) => {
        fc.pre(isValidPassword(password) && isPlainText(extra));
        expect(isValidPassword(password + extra)).toBe(true);
      }),
    );
  });

  it('rejects every password shorter than the minimum', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: MIN_PASSWORD_LENGTH - 1 }), (password) => {
        fc.pre(Array.from(password).length < MIN_PASSWORD_LENGTH);
        expect(isValidPassword(password)).toBe(false);
      }),
    );
  });
});

describe('only what a person sees counts', () => {
  it.each([
    ['       1', 'seven spaces and a digit'],
    ['\u200B\u200B\u200B\u200B\u200B\u200B\u200B1', 'seven zero-width spaces and a digit'],
    ['        ', 'eight spaces'],
    ['abc def 1', 'six letters, a digit and two spaces'],
    ['Abcdefg\u0000', 'a control character'],
    ['Abcdefg1\uD800', 'a lone surrogate'],
  ])('refuses %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('still takes a passphrase with spaces, and counts an emoji once', () => {
    expect(isValidPassword('green bank 7')).toBe(true);
    expect(checkPassword('abc 😀😀😀😀1').length).toBe(true);
    expect(checkPassword('a b c d e f g').length).toBe(false);
  });
});
