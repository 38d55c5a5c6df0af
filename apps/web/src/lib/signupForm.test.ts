import { isEmail, validateSignup } from './signupForm';

describe('sign-up validation', () => {
  const valid = { email: 'anna@example.org', firstName: 'Anna', acceptedPrivacy: true };

  it('accepts a complete form', () => {
    expect(validateSignup(valid, { asksForName: true })).toEqual({});
  });

  it('asks for e-mail, name (where asked) and privacy consent', () => {
    expect(validateSignup({ email: ' ', firstName: '', acceptedPrivacy: false }, { asksForName: true })).toEqual({
      email: 'required',
      firstName: 'required',
      acceptedPrivacy: 'privacy',
    });
    expect(validateSignup({ ...valid, firstName: '' }, { asksForName: false })).toEqual({});
  });

  it('rejects malformed e-mail addresses', () => {
    expect(validateSignup({ ...valid, email: 'anna@example' }, { asksForName: false })).toEqual({ email: 'email' });
    expect(isEmail('a b@example.org')).toBe(false);
    expect(isEmail(' anna@example.org ')).toBe(true);
  });
});
