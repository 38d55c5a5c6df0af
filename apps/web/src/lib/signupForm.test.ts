import { signupPayload, signupRefusals, validateSignup } from './signupForm';

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

  it('rejects malformed e-mail addresses with the rule of @site/validation, as the registration app does', () => {
    for (const email of ['anna@example', 'a b@example.org', 'jörg@example.com', 'anna@[127.0.0.1]']) {
      expect(validateSignup({ ...valid, email }, { asksForName: false })).toEqual({ email: 'email' });
    }
    expect(validateSignup({ ...valid, email: ' anna@example.org ' }, { asksForName: false })).toEqual({});
  });

  it('caps the first name at 100 characters like every form, and refuses an invisible one', () => {
    expect(validateSignup({ ...valid, firstName: 'a'.repeat(100) }, { asksForName: true })).toEqual({});
    expect(validateSignup({ ...valid, firstName: 'a'.repeat(10_000) }, { asksForName: true })).toEqual({ firstName: 'maxLength' });
    expect(validateSignup({ ...valid, firstName: '\u200b\ufeff' }, { asksForName: true })).toEqual({ firstName: 'required' });
  });

  it('takes a name only: the API puts it into a mail', () => {
    expect(validateSignup({ ...valid, firstName: 'Anna. Unlock at https://evil.example/x' }, { asksForName: true })).toEqual({ firstName: 'nameCharacters' });
    expect(validateSignup({ ...valid, firstName: 'evil.example' }, { asksForName: true })).toEqual({ firstName: 'nameLink' });
  });

  it('sends the name and address trimmed, the name only where asked, and the page', () => {
    expect(signupPayload({ ...valid, email: ' anna@example.org ', firstName: ' Anna ' }, { asksForName: true, page: '/en-EU/' })).toEqual({
      email: 'anna@example.org',
      firstName: 'Anna',
      page: '/en-EU/',
    });
    expect(signupPayload(valid, { asksForName: false, page: '/de-DE/newsletter/' })).toEqual({ email: 'anna@example.org', page: '/de-DE/newsletter/' });
  });
});

describe("a 400's field errors in the sign-up form", () => {
  it('stand at the fields with the texts of the form’s own check', () => {
    expect(
      signupRefusals(
        [
          { field: 'email', rule: 'format' },
          { field: 'firstName', rule: 'name' },
          { field: 'acceptedPrivacy', rule: 'mustAccept' },
        ],
        { asksForName: true },
      ),
    ).toEqual({ email: 'email', firstName: 'nameCharacters', acceptedPrivacy: 'privacy' });
    expect(signupRefusals([{ field: 'email', rule: 'required' }, { field: 'firstName', rule: 'tooLong' }], { asksForName: true })).toEqual({
      email: 'required',
      firstName: 'maxLength',
    });
  });

  it('are none when one has no field here, or there are none', () => {
    expect(signupRefusals([{ field: 'firstName', rule: 'name' }], { asksForName: false })).toBeUndefined();
    expect(signupRefusals([{ field: 'page', rule: 'format' }], { asksForName: true })).toBeUndefined();
    expect(signupRefusals([], { asksForName: true })).toBeUndefined();
  });
});
