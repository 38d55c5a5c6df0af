import type { Document } from '@contentful/rich-text-types';
import { countWords, readingMinutes, wordsPerMinute } from './readingTime';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, ...content: object[]) => ({ nodeType, data: {}, content });
const doc = (...content: object[]) => block('document', ...content) as unknown as Document;
const paragraph = (value: string) => block('paragraph', text(value));
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const article = (body: Document, title = 'A title', teaser = 'A teaser') => ({ title, teaser, body });

describe('reading time', () => {
  it('counts the words of every text node', () => {
    expect(countWords(doc(paragraph('Ein kurzer  Satz.'), paragraph(' Noch   einer ')))).toBe(5);
  });

  it('counts the whole body: headings, lists and quotes, however deep', () => {
    const body = doc(
      block('heading-2', text('Step one')),
      paragraph('Open it.'),
      block('unordered-list', block('list-item', paragraph('your employer')), block('list-item', paragraph('your landlord'))),
      block('blockquote', paragraph('Switching is easy.')),
      block('paragraph', text('See the '), block('hyperlink', text('fund page')), text('.')),
    );
    expect(countWords(body)).toBe(2 + 2 + 4 + 3 + 5);
  });

  it('counts the title and the lead too: the page gives them to read', () => {
    // 292 words of body, 4 of title and 4 of lead: 300 words, a minute and a half, so two.
    expect(readingMinutes(article(doc(paragraph(words(292))), 'Four words of title', 'and four of lead'))).toBe(2);
    expect(readingMinutes(article(doc(paragraph(words(291))), 'Four words of title', 'and four of lead'))).toBe(1);
  });

  it(`is the words at ${wordsPerMinute} a minute, rounded, and at least one minute`, () => {
    expect(wordsPerMinute).toBe(200);
    expect(readingMinutes(article(doc(paragraph(words(196)))))).toBe(1);
    expect(readingMinutes(article(doc(paragraph(words(36)))))).toBe(1);
    expect(readingMinutes(article(doc(paragraph(words(1000)), paragraph(words(96)))))).toBe(6);
  });
});
