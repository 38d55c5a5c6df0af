/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { externalPayload, parseFlight, serializeFlight, withoutHtmlCopies } from './payload.mjs';

/** A text row as React's Flight writes it: its length in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
/** The inline scripts Next writes: the bootstrap, then pushes of the payload's text (`<` escaped). */
const inline = (...chunks: string[]) =>
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  chunks.map((c) => `<script>self.__next_f.push(${JSON.stringify([1, c]).replace(/</g, '\\u003c')})</script>`).join('');

const css = '.a{color:red}';
const svg = '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>';
const flight =
  '1:"$Sreact.fragment"\n' +
  textRow('6', css) +
  textRow('7', `${svg} – ünïcødé 🌲`) +
  textRow('8', 'Kept: a text child as well') +
  `2:${JSON.stringify([
    ['$', 'style', '0', { precedence: 'next', href: '/a.css', children: '$6' }],
    ['$', 'div', null, { dangerouslySetInnerHTML: { __html: '$7' } }],
    ['$', 'script', null, { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"@type":"Thing"}' } }],
    ['$', 'style', 'sc-x', { 'data-styled': '', children: '.b{color:blue}' }],
    ['$', 'p', null, { children: '$8' }],
    ['$', 'div', null, { dangerouslySetInnerHTML: { __html: '$8' } }],
  ])}\n` +
  ':HL["/font.woff2","font"]\n';

describe('the RSC payload as a script of its own', () => {
  it('reads and writes Flight rows as they are, text rows by their UTF-8 length', () => {
    const rows = parseFlight(flight);
    expect(rows.map((r: { id: string }) => r.id)).toEqual(['1', '6', '7', '8', '2', '']);
    expect(rows[2]).toEqual({ id: '7', text: `${svg} – ünïcødé 🌲` });
    expect(serializeFlight(rows)).toBe(flight);
    expect(() => parseFlight('3:o4,abcd')).toThrow(/binary/);
  });

  it('leaves out the inlined stylesheets and the dangerouslySetInnerHTML HTML, but a text referred to as a child too', () => {
    const rows = withoutHtmlCopies(parseFlight(flight));
    const text = (id: string) => rows.find((r: { id: string }) => r.id === id).text;
    expect(text('6')).toBe('');
    expect(text('7')).toBe('');
    expect(text('8')).toBe('Kept: a text child as well');
    const elements = JSON.parse(rows.find((r: { id: string }) => r.id === '2').line);
    expect(elements[2][3].dangerouslySetInnerHTML.__html).toBe('');
    // A styled-components <style> is hydrated as an element: React compares its text.
    expect(elements[3][3].children).toBe('.b{color:blue}');
    // Unchanged rows stay byte for byte.
    expect(rows[0]).toEqual({ id: '1', line: '"$Sreact.fragment"' });
  });

  it('moves the inline scripts into one script that pushes the same data, named by its content', () => {
    const page = `<html><head></head><body><main>Hi</main>${inline(flight.slice(0, 40), flight.slice(40))}</body></html>`;
    const result = externalPayload(page)!;
    expect(result.html).toBe('<html><head></head><body><main>Hi</main></body></html>');
    expect(result.path).toMatch(/^\/_next\/static\/payload\/[\w-]{16}\.js$/);
    const self: { __next_f?: unknown[] } = {};
    runInNewContext(result.script, { self });
    expect(self.__next_f).toEqual([[0], [1, serializeFlight(withoutHtmlCopies(parseFlight(flight)))]]);
    expect(externalPayload(page)!.path).toBe(result.path);
    expect(externalPayload(page.replace('Hi', 'Ho'))!.path).toBe(result.path);
    expect(externalPayload(page.replace('.a{', '.c{'))!.path).toBe(result.path);
    expect(externalPayload(page.replace('Kept', 'Held'))!.path).not.toBe(result.path);
  });

  it('leaves a page without a payload alone, and refuses what a static page should not have', () => {
    expect(externalPayload('<html><body><script>go()</script></body></html>')).toBeNull();
    expect(() => externalPayload(inline(flight).replace('push([1,', 'push([2,'))).toThrow(/text pushes/);
    expect(() => externalPayload(inline(flight).replace(/^<script>\(self[^<]*<\/script>/, ''))).toThrow(/bootstrap/);
  });
});
