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
    '{count, plural, one {# day} other {# days}}',
    '{kind, select, a {A} other {B}}',
    '{amount, number}',
    '{day, date, short}',
    '<a>{count, plural, other {#}}</a>',
  ])('names what it cannot format: %s', (text) => {
    expect(unsupportedNode(compile(text))).toMatch(/plural, select, number or date/);
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
