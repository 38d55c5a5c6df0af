import { isEmail, validateEmail } from './email';

describe('isEmail', () => {
  it.each(['anna@example.com', 'a.b+tag@mail.example.de', ' anna@example.com ', "o'brien@example.ie"])(
    'accepts %j',
    (email) => expect(isEmail(email)).toBe(true),
  );

  it.each([
    '',
    'anna',
    'anna@',
    '@example.com',
    'anna@localhost',
    'anna@example..com',
    'anna@-example.com',
    'an na@example.com',
    'anna@exa_mple.com',
    'anna@@example.com',
    `${'a'.repeat(250)}@ex.com`,
    // One rule for every form: no internationalised local part, no IP literal, no quotes.
    'jörg@example.com',
    'anna@[127.0.0.1]',
    '"anna smith"@example.com',
    'anna@bücher.de',
  ])('rejects %j', (email) => expect(isEmail(email)).toBe(false));
});

describe('validateEmail', () => {
  it('returns the code of the message that applies', () => {
    expect(validateEmail('   ')).toBe('required');
    expect(validateEmail('anna@')).toBe('email');
    expect(validateEmail('anna@example.com')).toBeNull();
  });
});

describe('what mail relays refuse', () => {
  it.each(['.a@example.com', 'a.@example.com', 'a..b@example.com'])('refuses the dot-string %j (a relay answers 501)', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
