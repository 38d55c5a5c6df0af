import type { Article, RichTextDocument } from '@site/content';
import { magazineFeed, type MagazineFeedInput } from './magazineFeed';

const body = { nodeType: 'document', data: {}, content: [] } as unknown as RichTextDocument;
const image = { id: 'i', alt: '', width: 1000, height: 563, webp: '/media/a.webp', jpeg: '/media/a.jpg', placeholder: '' };
const article = (slug: string, title: string, publishedAt: string): Article => ({
  id: slug, slug, title, teaser: `All about ${title} & more <b>`, body, category: 'Money', author: 'Mia Lange',
  publishedAt, readingTimeMinutes: 3, heroImage: image, embeds: [],
});

const input: MagazineFeedInput = {
  locale: 'en-EU',
  title: 'Magazine',
  description: 'Money and climate',
  magazineUrl: 'https://www.bank.test/en-EU/magazine/',
  articleUrl: (a) => `https://www.bank.test/en-EU/magazine/${a.slug}/`,
  articles: [article('newer', 'Newer', '2025-06-02'), article('older', 'Older', '2025-05-01')],
  config: { brand: 'Brandname', siteUrl: 'https://www.bank.test' },
};

describe('magazineFeed', () => {
  it('writes RSS 2.0 with every article: link, summary, date, author and image', () => {
    const rss = magazineFeed(input, 'rss');
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<language>en-EU</language>');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    expect(rss).toContain('<link>https://www.bank.test/en-EU/magazine/newer/</link>');
    expect(rss).toContain('<description><![CDATA[All about Newer & more <b>]]></description>');
    expect(rss).toContain('<pubDate>Mon, 02 Jun 2025 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<enclosure length="0" type="image/jpeg" url="https://www.bank.test/media/a.jpg"/>');
    expect(rss).toContain('<atom:link href="https://www.bank.test/en-EU/magazine/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(rss.indexOf('Newer')).toBeLessThan(rss.indexOf('Older'));
  });

  it('writes Atom 1.0 with the same articles', () => {
    const atom = magazineFeed(input, 'atom');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom.match(/<entry>/g)).toHaveLength(2);
    expect(atom).toContain('<link href="https://www.bank.test/en-EU/magazine/older/"/>');
    expect(atom).toContain('<updated>2025-06-02T00:00:00.000Z</updated>');
    expect(atom).toContain('<name>Mia Lange</name>');
    expect(atom).toContain('https://www.bank.test/media/a.jpg');
  });
});
