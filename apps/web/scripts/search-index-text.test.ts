import { spaceBetweenElements } from './search-index-text.mjs';

// What Pagefind then keeps of the built pages is tested on the real index: e2e/search.spec.ts.
describe('spaceBetweenElements', () => {
  it('puts a space where two elements touch: a term and its value, the spans of a card', () => {
    expect(spaceBetweenElements('<dl><dt>Industry</dt><dd>Utilities</dd></dl>')).toBe('<dl> <dt>Industry</dt> <dd>Utilities</dd> </dl>');
    expect(spaceBetweenElements('<li><a href="/a/">Altbau AG</a><span>Real estate</span></li>')).toBe(
      '<li> <a href="/a/">Altbau AG</a> <span>Real estate</span> </li>',
    );
  });

  it('leaves text that runs on into an element joined, and the text itself alone', () => {
    const sentence = '<p>See the <a href="/f/">fund</a>. It is <strong>green</strong>er: 1,5<!-- --> %</p>';
    expect(spaceBetweenElements(sentence)).toBe(sentence);
  });
});
