import { countCharacters, isBlank, isPlainText } from './characters';

describe('countCharacters', () => {
  it('counts what a person sees: a letter with seven combining accents is one character', () => {
    expect(countCharacters('a\u0301\u0302\u0303\u0304\u0305\u0306\u0307')).toBe(1);
  });

  it('counts an emoji sequence and a flag once each', () => {
    expect(countCharacters('👩‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('🇩🇪')).toBe(1);
    expect(countCharacters('Jörg')).toBe(4);
    expect(countCharacters('')).toBe(0);
  });

  it('sets up its segmenter on the first count, not when a page loads the module, and only once', () => {
    const Original = Intl.Segmenter;
    let made = 0;
    const intl = Intl as { Segmenter: typeof Original };
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    };
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('./characters')>('./characters');
        expect(made).toBe(0);
        expect(fresh.countCharacters('🇩🇪 ok')).toBe(4);
        expect(fresh.countCharacters('Jörg')).toBe(4);
        expect(made).toBe(1);
      });
    } finally {
      intl.Segmenter = Original;
    }
  });
});

describe('isBlank', () => {
  it.each(['', '   ', '\u200b', '\ufeff', '\u200b\ufeff\u200b', '\u00a0\u2003', '\u200d\u2060', '\u3164', '\u2800', '\t\n'])(
    'finds %j blank',
    (value) => expect(isBlank(value)).toBe(true),
  );

  it.each(['A', ' a ', '\u200bA', 'Zoë', '李', '😀', '-'])('finds %j visible', (value) => expect(isBlank(value)).toBe(false));
});

describe('isPlainText', () => {
  it.each(['Anna', 'passwort 123', '😀', 'Zoë'])('takes %j', (text) => expect(isPlainText(text)).toBe(true));
  it.each(['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u202Eb', 'a\u2066b', 'a\u200Fb', '\uD800', 'a\uDC00b'])('refuses %j', (text) =>
    expect(isPlainText(text)).toBe(false),
  );
});
