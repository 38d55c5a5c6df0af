import type { Document } from '@contentful/rich-text-types';
import { countWords, readingMinutes } from './readingTime';

const paragraph = (value: string) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] });
const doc = (...values: string[]) => ({ nodeType: 'document', data: {}, content: values.map(paragraph) }) as unknown as Document;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('counts the words of every text node', () => {
    expect(countWords(doc('Ein kurzer  Satz.', ' Noch   einer '))).toBe(5);
  });

  it('is the words at 200 a minute, rounded, and at least one minute', () => {
    expect(readingMinutes(doc(words(200)))).toBe(1);
    expect(readingMinutes(doc(words(40)))).toBe(1);
    expect(readingMinutes(doc(words(1000), words(100)))).toBe(6);
  });
});
