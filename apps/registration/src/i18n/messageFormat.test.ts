import compile from 'icu-minify/compile';
import { format, unsupportedNode } from './messageFormat';
import { messagesFor } from './testing/uncompiledCatalogues';
import type { Catalogue } from './intl';

const tag = (chunks: unknown[]) => `<a>${chunks.join('')}</a>`;
const text = (result: string | unknown[]) => [result].flat().join('');

describe('messageFormat', () => {
  it('formats plain text, arguments as text and nested rich-text tags', () => {
    expect(format(compile('Plain'))).toBe('Plain');
    expect(text(format(compile('Hi {name}, {count} left'), { name: '<b>Ana</b>', count: 3 }))).toBe(
      'Hi <b>Ana</b>, 3 left',
    );
    expect(text(format(compile('Read <a>the <b>terms</b></a>.'), { a: tag, b: (c: unknown[]) => c.join('').toUpperCase() }))).toBe(
      'Read <a>the TERMS</a>.',
    );
  });

  it('fails on a missing argument', () => {
    expect(() => format(compile('Hi {name}'))).toThrow('Missing value for argument "name"');
  });

  it.each([
    '{kind, select, a {A} other {B}}',
    '{amount, number}',
    '{day, date, short}',
    '<a>{count, plural, one {{kind, select, a {A} other {B}}} other {#}}</a>',
  ])('names what it cannot format: %s', (text) => {
    expect(unsupportedNode(compile(text))).toMatch(/select, number or date/);
  });

  it("formats a plural by the locale's rules, an exact branch first, # as the count", () => {
    const minutes = compile('in {minutes, plural, =0 {no time} one {# minute} other {# minutes}}.');
    expect(unsupportedNode(minutes)).toBeUndefined();
    expect(text(format(minutes, { minutes: 1 }, 'en-EU'))).toBe('in 1 minute.');
    expect(text(format(minutes, { minutes: 5 }, 'en-EU'))).toBe('in 5 minutes.');
    expect(text(format(minutes, { minutes: 0 }, 'en-EU'))).toBe('in no time.');
    const german = compile('in {minutes, plural, one {einer Minute} other {# Minuten}} erneut');
    expect(text(format(german, { minutes: 1 }, 'de-DE'))).toBe('in einer Minute erneut');
    expect(text(format(german, { minutes: 2 }, 'de-DE'))).toBe('in 2 Minuten erneut');
    // A branch that is only `#`, and one with a tag around it.
    expect(text(format(compile('{n, plural, one {#} other {<b>#</b> x}}'), { n: 3, b: (c: unknown[]) => `*${c.join('')}*` }, 'en-EU'))).toBe('*3* x');
    expect(text(format(compile('{n, plural, one {#} other {x}}'), { n: 1 }, 'en-EU'))).toBe('1');
  });

  it('accepts every text of the registration catalogue in both locales', () => {
    const walk = (node: Catalogue): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'object' && !Array.isArray(value)
          ? walk(value as Catalogue).map((inner) => `${key}.${inner}`)
          : unsupportedNode(value) === undefined
            ? []
            : [key],
      );
    for (const locale of ['de-DE', 'en-EU'] as const) {
      const { RegistrationError, RegistrationFooter, RegistrationForm, RegistrationPage, RegistrationSuccess } =
        messagesFor(locale) as Record<string, Catalogue>;
      expect(walk({ RegistrationError, RegistrationFooter, RegistrationForm, RegistrationPage, RegistrationSuccess } as Catalogue)).toEqual([]);
    }
  });
});
