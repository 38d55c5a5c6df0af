import format, { type CompiledMessage } from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import { locales, type Messages } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { siteConfig } from '@/config';
import { compileMessages, precompiledMessages } from './precompiled';

/** Every text of a catalogue as [path, text]. */
function leaves(node: Messages, path = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value) ? [[`${path}${key}`, value] as [string, unknown]] : leaves(value as Messages, `${path}${key}.`),
  );
}

type Value = string | number | Date | ((chunks: unknown[]) => string);
const tag = (name: string) => (chunks: unknown[]) => `<${name}>${chunks.flat(Infinity).join('')}</${name}>`;

/** A value for every argument a compiled text names, of the kind the text needs. */
function valuesFor(node: unknown, values: Record<string, Value> = {}): Record<string, Value> {
  if (!Array.isArray(node)) return values;
  const [head, kind, ...rest] = node as unknown[];
  if (typeof head === 'string' && (node as unknown[]).length === 1) values[head] = `‹${head}›`;
  else if (typeof head === 'string' && typeof kind === 'number') {
    values[head] = kind === 1 ? 'other' : kind === 5 || kind === 6 ? new Date(Date.UTC(2026, 10, 25, 12)) : 1234.5;
    if (kind === 1 || kind === 2 || kind === 3) for (const option of Object.values(rest[0] as object)) valuesFor(option, values);
  } else if (typeof head === 'string') {
    values[head] = tag(head);
    for (const child of [kind, ...rest]) valuesFor(child, values);
  } else for (const child of node as unknown[]) valuesFor(child, values);
  return values;
}

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const text = (value: unknown): string => (Array.isArray(value) ? value.flat(Infinity).join('') : String(value));

describe.each(locales)('precompiled messages (%s)', (locale) => {
  const raw = leaves(allMessages(locale, siteConfig));
  const compiled = new Map(leaves(precompiledMessages(locale, siteConfig)));

  it('has every text of the catalogue, and nothing else', () => {
    expect([...compiled.keys()].sort()).toEqual(raw.map(([key]) => key).sort());
  });

  it('keeps a plain text as it is', () => {
    const plain = raw.filter(([, value]) => !/[{}<>']/.test(value as string));
    expect(plain.length).toBeGreaterThan(100);
    for (const [key, value] of plain) expect([key, compiled.get(key)]).toEqual([key, value]);
  });

  it('formats every other text as the ICU parser does (arguments, plurals, numbers, dates and tags)', () => {
    const formatted = raw.filter(([, value]) => /[{}<>']/.test(value as string));
    expect(formatted.length).toBeGreaterThan(20);
    for (const [key, value] of formatted) {
      const message = compiled.get(key) as CompiledMessage;
      const values = valuesFor(message);
      const t = createTranslator({ locale, messages: { m: value } as never, timeZone: 'Europe/Berlin' });
      const reference = text(t.rich('m' as never, values as never));
      const browser = text(format(message, locale, values, { formatters, timeZone: 'Europe/Berlin' }));
      expect([key, browser]).toEqual([key, reference]);
    }
  });
});

/** Every object inside `value` that is neither an array nor a plain object (React passes only those to the client). */
function notPlain(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  const proto = Object.getPrototypeOf(value);
  const here = Array.isArray(value) || proto === Object.prototype ? [] : [path || '(root)'];
  return [...here, ...Object.entries(value).flatMap(([key, child]) => notPlain(child, `${path}.${key}`))];
}

it.each(locales)('gives React only arrays and plain objects to pass to the client (%s)', (locale) => {
  expect(notPlain(precompiledMessages(locale, siteConfig))).toEqual([]);
});

it('compiles nested namespaces and keeps their shape', () => {
  expect(compileMessages({ A: { b: 'Hello', c: 'Hi {name}', d: { e: '{n, plural, one {# day} other {# days}}' } } })).toEqual({
    A: { b: 'Hello', c: ['Hi ', ['name']], d: { e: [['n', 2, { one: [0, ' day'], other: [0, ' days'] }]] } },
  });
});
