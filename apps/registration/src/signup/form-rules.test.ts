import { checkPassword, fieldLimits, isEmail, limitInput, validateRegistration } from './form-rules';

describe('password rule (§5)', () => {
  it.each([
    ['abcdefgh', false],
    ['abcdefg1', true],
    ['ABCDEFG!', true],
    ['Abcdefgh', true],
    ['Abc1!', false],
    ['12345678', false],
    ['        ', false],
    ['äöüßÄÖÜx', true],
  ])('%j is valid: %s', (password, valid) => {
    expect(checkPassword(password).valid).toBe(valid);
  });

  it('reports each kind for live feedback', () => {
    expect(checkPassword('aB3$')).toEqual({ length: false, lower: true, upper: true, digit: true, special: true, valid: false });
  });
});

describe('limitInput', () => {
  it('cuts overlong input and says so', () => {
    expect(limitInput('firstName', 'x'.repeat(51))).toEqual({ value: 'x'.repeat(50), truncated: true });
    expect(limitInput('firstName', 'Ana')).toEqual({ value: 'Ana', truncated: false });
  });

  it('never splits an emoji', () => {
    const result = limitInput('firstName', '😀'.repeat(fieldLimits.firstName + 1));
    expect(Array.from(result.value)).toHaveLength(fieldLimits.firstName);
    expect(result.value.endsWith('😀')).toBe(true);
  });
});

describe('isEmail', () => {
  it.each([
    ['ana@example.com', true],
    ['ana@sub.example.eu', true],
    ['ana@example', false],
    ['ana example@x.com', false],
    ['@example.com', false],
    [`${'a'.repeat(250)}@x.de`, false],
  ])('%s -> %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('validateRegistration', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Silva',
    username: 'ana@example.com',
    password: 'Secret123',
    acceptedTerms: true,
    acceptedPrivacy: true,
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('names each problem', () => {
    expect(
      validateRegistration({ firstName: ' ', lastName: '', username: 'nope', password: 'short', acceptedTerms: false, acceptedPrivacy: false }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      username: 'email',
      password: 'password',
      acceptedTerms: 'consent',
      acceptedPrivacy: 'consent',
    });
    expect(validateRegistration({ ...valid, username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
  });
});
