import fs from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import path from 'node:path';
import { allMessages, pickMessages } from './catalogue';
import { registrationMessages } from './registration';
import type { Messages } from './brand';

const root = path.join(__dirname, '..', 'messages');
const config = { brand: 'Evergreen', partnerBank: 'Partner Bank AG' };

function flatten(node: Messages, prefix = ''): Record<string, string> {
  return Object.entries(node).reduce<Record<string, string>>((acc, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...acc, [name]: value } : { ...acc, ...flatten(value, name) };
  }, {});
}

function readDir(locale: string): Record<string, string> {
  const dir = path.join(root, locale);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .reduce<Record<string, string>>((acc, file) => {
      const ns = path.basename(file, '.json');
      const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Messages;
      return { ...acc, ...flatten({ [ns]: json }) };
    }, {});
}

describe('message catalogues', () => {
  const de = readDir('de-DE');
  const en = readDir('en-EU');

  it('have the same keys in both locales', () => {
    const onlyDe = Object.keys(de).filter((k) => !(k in en));
    const onlyEn = Object.keys(en).filter((k) => !(k in de));
    expect({ onlyDe, onlyEn }).toEqual({ onlyDe: [], onlyEn: [] });
  });

  it('have no empty value', () => {
    const empty = [...Object.entries(de), ...Object.entries(en)]
      .filter(([, value]) => value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('are valid ICU messages', () => {
    const broken = [...Object.entries(de), ...Object.entries(en)].filter(([, value]) => {
      try {
        parse(value);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both locales', () => {
    // Argument names from the parsed message, so plural and select branches are not mistaken
    // for placeholders.
    const argumentsOf = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((el) => {
        if (el.type === TYPE.literal || el.type === TYPE.pound) return [];
        if (el.type === TYPE.plural || el.type === TYPE.select) {
          return [el.value, ...Object.values(el.options).flatMap((o) => argumentsOf(o.value))];
        }
        if (el.type === TYPE.tag) return [`<${el.value}>`, ...argumentsOf(el.children)];
        return [el.value];
      });
    // {aBrand} is {brand} with its article where a language needs one ('an Evergreen account',
    // 'ein Evergreen-Konto' has none): both are the configured brand, filled on load (brand.ts).
    const placeholders = (text: string) => [...new Set(argumentsOf(parse(text.replaceAll('{aBrand}', '{brand}'))))].sort();
    const differing = Object.keys(en).filter(
      (key) => de[key] !== undefined && placeholders(de[key]).join() !== placeholders(en[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it('never hard-code the brand or the partner bank', () => {
    const hardCoded = [...Object.entries(de), ...Object.entries(en)]
      .filter(([, value]) => /Evergreen|Partner Bank AG/.test(value))
      .map(([key]) => key);
    expect(hardCoded).toEqual([]);
  });

  it('export every namespace file from the locale index', () => {
    for (const locale of ['de-DE', 'en-EU']) {
      const files = fs
        .readdirSync(path.join(root, locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.basename(f, '.json'))
        .sort();
      expect(Object.keys(allMessages(locale as 'de-DE', config)).sort()).toEqual(files);
    }
  });

  it('fills in the brand and the partner bank', () => {
    const messages = allMessages('en-EU', { brand: 'Moss', partnerBank: 'Fern Bank' });
    expect((messages.HomePage as Messages).description).toMatch(/^Moss is .* held at Fern Bank\.$/);
  });

  it('gives the registration app its namespaces only', () => {
    const messages = registrationMessages('de-DE', config);
    expect(Object.keys(messages)).toContain('RegistrationPage');
    expect(Object.keys(messages)).not.toContain('HomePage');
    expect((messages.RegistrationPage as Messages).headline).toBe('Eröffne dein Evergreen Konto ab 0\u00a0€');
  });

  it('load with every number bound to its unit, and percentages written the locale\'s one way', () => {
    for (const locale of ['de-DE', 'en-EU'] as const) {
      const loaded = flatten(allMessages(locale, config));
      const split = Object.entries(loaded).filter(([, text]) => /(\d|\}) +(%|€|EUR|Euro|m²|cm²|kg|l|Mio\.|million|Millionen)(?!\p{L})/u.test(text));
      expect(split.map(([key]) => key)).toEqual([]);
    }
    const targets = (locale: 'de-DE' | 'en-EU') => (allMessages(locale, config).BudgetCheck as { targets: Messages }).targets;
    expect(targets('en-EU').essentials).toBe('Target: at most 50%');
    expect(targets('de-DE').essentials).toBe('Ziel: höchstens 50\u00a0%');
  });

  it('picks namespaces and rejects unknown ones', () => {
    const messages = allMessages('en-EU', config);
    expect(Object.keys(pickMessages(messages, ['Footer']))).toEqual(['Footer']);
    expect(() => pickMessages(messages, ['Nope'])).toThrow("Unknown message namespace 'Nope'.");
  });
});
