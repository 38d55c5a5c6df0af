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

describe('the name rule of the forms and the API (it reaches the bank mails)', () => {
  it.each(['Anna', "O'Brien", 'Anna-Lena', 'J. R. R. Tolkien', 'Müller, Ben', 'Ng’ang’a', 'Zoë', 'José María', '김민준', 'محمد', 'Ólafur Darri'])(
    'accepts %j',
    (name) => expect(validateName(name)).toBeNull(),
  );

  it.each([
    ['Anna. Your account is blocked, unlock it at https://evil.example/unlock now', 'nameCharacters'],
    ['anna@example.com', 'nameCharacters'],
    ['Anna2', 'nameCharacters'],
    ['Anna\r\nBcc: x', 'nameCharacters'],
    ['An\u0000na', 'nameCharacters'],
    ['Anna\u202Eevil', 'nameCharacters'],
    ['An\uD800na', 'nameCharacters'],
    ['Anna\u200Bx', 'nameCharacters'],
    ['-Anna', 'nameCharacters'],
    ['evil.example', 'nameLink'],
    ['Anna evil.example', 'nameLink'],
  ])('refuses %j with %s', (name, problem) => expect(validateName(name)).toBe(problem));

  it('counts code points: a 100-emoji name is too long, whatever UTF-16 says', () => {
    expect(validateName('😀'.repeat(100))).toBe('nameCharacters');
    expect(validateName('😀'.repeat(101))).toBe('maxLength');
    expect(validateName('é'.repeat(100))).toBeNull();
  });
});
