import { fieldLimits, problemsOfServer, validateRegistration } from './formRules';

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

  it('names each problem with its catalogue code', () => {
    expect(
      validateRegistration({ firstName: ' ', lastName: '', username: 'nope', password: 'short', acceptedTerms: false, acceptedPrivacy: false }),
    ).toEqual({
      firstName: 'required',
      lastName: 'required',
      username: 'email',
      password: 'passwordInvalid',
      acceptedTerms: 'consent',
      acceptedPrivacy: 'consent',
    });
    expect(validateRegistration({ ...valid, username: '', password: '' })).toEqual({ username: 'required', password: 'required' });
  });

  it('applies the §5 password rule', () => {
    expect(validateRegistration({ ...valid, password: 'abcdefgh' }).password).toBe('passwordInvalid');
    expect(validateRegistration({ ...valid, password: 'abcdefg1' }).password).toBeUndefined();
    expect(validateRegistration({ ...valid, password: 'Abc1!' }).password).toBe('passwordInvalid');
  });

  it('refuses overlong input, counting characters not UTF-16 units', () => {
    expect(validateRegistration({ ...valid, firstName: 'x'.repeat(fieldLimits.firstName + 1) }).firstName).toBe('maxLength');
    expect(validateRegistration({ ...valid, lastName: 'é'.repeat(fieldLimits.lastName) }).lastName).toBeUndefined();
    expect(validateRegistration({ ...valid, lastName: 'e\u0301'.repeat(fieldLimits.lastName / 2) }).lastName).toBeUndefined();
    expect(validateRegistration({ ...valid, password: `Aa1${'x'.repeat(fieldLimits.password)}` }).password).toBe('maxLength');
  });

  it('uses the shared rules of @site/validation: invisible names, the one e-mail rule, characters as seen', () => {
    expect(validateRegistration({ ...valid, firstName: '\u200b', lastName: '\ufeff\u200b ' })).toEqual({ firstName: 'required', lastName: 'required' });
    expect(validateRegistration({ ...valid, username: 'jörg@example.com' }).username).toBe('email');
    expect(validateRegistration({ ...valid, username: 'anna@[127.0.0.1]' }).username).toBe('email');
    // 'a' with seven combining accents is one character, not eight.
    expect(validateRegistration({ ...valid, password: 'a\u0301\u0302\u0303\u0304\u0305\u0306\u0307B1' }).password).toBe('passwordInvalid');
    expect(fieldLimits.firstName).toBe(100);
  });

  it('takes names only, as the API does: no markup, digits, addresses or invisible characters', () => {
    expect(validateRegistration({ ...valid, firstName: '<script>alert(1)</script>' })).toEqual({ firstName: 'nameCharacters' });
    expect(validateRegistration({ ...valid, lastName: 'evil.example' })).toEqual({ lastName: 'nameLink' });
    expect(validateRegistration({ ...valid, firstName: 'An\u202Ena' })).toEqual({ firstName: 'nameCharacters' });
  });
});

describe('problemsOfServer', () => {
  it("maps the API's field errors to the form's fields and texts, the first per field", () => {
    expect(
      problemsOfServer([
        { field: 'firstName', rule: 'required' },
        { field: 'lastName', rule: 'name' },
        { field: 'email', rule: 'format' },
        { field: 'email', rule: 'tooLong' },
        { field: 'password', rule: 'passwordRule' },
        { field: 'consents.termsAndConditions', rule: 'mustAccept' },
        { field: 'consents.privacy', rule: 'mustAccept' },
      ]),
    ).toEqual({
      firstName: 'required',
      lastName: 'nameCharacters',
      username: 'email',
      password: 'passwordInvalid',
      acceptedTerms: 'consent',
      acceptedPrivacy: 'consent',
    });
  });

  it('leaves out fields the form has not and rules it does not know', () => {
    expect(problemsOfServer([{ field: 'locale', rule: 'format' }, { field: 'email', rule: 'iban' }, { field: 'constructor', rule: 'required' }, { field: 'email', rule: 'toString' }])).toEqual({});
    expect(problemsOfServer(undefined)).toEqual({});
  });
});
