import { excerptParts, matchesWholeWords, queryWords, wholeWordMatcher } from './wholeWords';

const marked = (html: string, query: string, locale: 'de-DE' | 'en-EU') =>
  excerptParts(html, query, locale)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('whole-word matches', () => {
  it("never takes a fragment of the query word: 'Konto' is not the 'K.' of 'Tobias K.'", () => {
    const matches = wholeWordMatcher('en-EU');
    expect(matches('K', 'Konto')).toBe(false);
    expect(matches('account', 'accountancy')).toBe(false);
    expect(wholeWordMatcher('de-DE')('K', 'Konto')).toBe(false);
  });

  it('takes the words a visitor is typing, and German compounds', () => {
    expect(wholeWordMatcher('en-EU')('account', 'acc')).toBe(true);
    expect(wholeWordMatcher('de-DE')('Kontowechsel', 'Konto')).toBe(true);
  });

  it("takes the query word less one of its language's endings, as the stemmer does", () => {
    expect(wholeWordMatcher('en-EU')('fund', 'funds')).toBe(true);
    expect(wholeWordMatcher('en-EU')('fund', 'funding')).toBe(true);
    expect(wholeWordMatcher('de-DE')('Kunde', 'Kunden')).toBe(true);
    // 'n' is a German ending, not an English one.
    expect(wholeWordMatcher('en-EU')('Kunde', 'Kunden')).toBe(false);
  });

  it("compares letters as the page's language does: case and accents aside", () => {
    expect(wholeWordMatcher('de-DE')('Grün', 'grun')).toBe(true);
    expect(wholeWordMatcher('de-DE')('GIROKONTO', 'girokonto')).toBe(true);
  });
});

describe('excerptParts', () => {
  it('keeps the marks on whole-word matches and drops the others', () => {
    expect(marked('Top service. <mark>K.</mark> · 28 September', 'Konto', 'en-EU')).toEqual([]);
    expect(marked('Ein <mark>Konto,</mark> das Gutes tut. <mark>Kontowechsel</mark> leicht', 'Konto', 'de-DE')).toEqual([
      'Konto',
      'Kontowechsel',
    ]);
  });

  it("marks the words of a token, not its punctuation or another word joined to it by a hyphen", () => {
    expect(marked('a <mark>co-fund</mark> for <mark>(funds).</mark>', 'fund', 'en-EU')).toEqual(['fund', 'funds']);
  });

  it('keeps the text as text: markup in the excerpt is never rendered', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>fund</mark>', 'fund', 'en-EU');
    expect(parts.map((part) => part.text).join('')).toBe('<img src=x onerror=alert(1)> fund');
  });
});

describe('matchesWholeWords', () => {
  const result = (content: string, ...words: string[]) => {
    const tokens = content.split(/\s+/);
    return { content, locations: words.map((word) => tokens.indexOf(word)) };
  };

  it('is false for a page matched only through a fragment of the query', () => {
    expect(matchesWholeWords(result('Top service. Tobias K. · 28 September', 'K.'), 'Konto', 'en-EU')).toBe(false);
  });

  it('is true when every word of the query matches wholly somewhere on the page', () => {
    const page = result('Open your account. The fund is green.', 'account.', 'fund');
    expect(matchesWholeWords(page, 'account fund', 'en-EU')).toBe(true);
    expect(matchesWholeWords(page, 'account Konto', 'en-EU')).toBe(false);
  });

  it('reads the query as its words', () => {
    expect(queryWords(' Konto  eröffnen! ', 'de-DE')).toEqual(['Konto', 'eröffnen']);
  });
});
