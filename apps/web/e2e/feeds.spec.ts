import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { locales, siteConfig } from './helpers';

// The magazine's RSS 2.0 and Atom feeds: linked from the magazine pages, parsed as XML, and
// holding exactly the articles the magazine page lists, with their summary, date and image.
test.use({ javaScriptEnabled: false });

interface Teaser {
  title: string;
  url: string;
  date: string;
  summary: string;
  image: string;
}

interface FeedItem {
  title: string;
  url: string;
  date: string;
  summary: string;
  image: string | null;
}

/** The teasers of the magazine page as a visitor sees them (all are in the static HTML). */
async function teasersOf(page: Page): Promise<Teaser[]> {
  return page.locator('main .article-teaser').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2 a, h3 a')!.textContent!.trim(),
      url: (card.querySelector('h2 a, h3 a') as HTMLAnchorElement).href,
      date: card.querySelector('time')!.getAttribute('datetime')!,
      summary: card.querySelector('p:last-of-type')!.textContent!.trim(),
      image: new URL(card.querySelector('img')!.getAttribute('src')!, location.href).pathname,
    })),
  );
}

/** Parses a feed with the browser's XML parser; a parse error fails the test. */
async function parseFeed(page: Page, xml: string, format: 'rss' | 'atom'): Promise<{ title: string; items: FeedItem[] }> {
  return page.evaluate(
    ({ xml, format }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent?.trim() ?? '';
      if (format === 'rss') {
        const channel = doc.documentElement.getElementsByTagName('channel')[0]!;
        if (doc.documentElement.tagName !== 'rss' || doc.documentElement.getAttribute('version') !== '2.0') throw new Error('not RSS 2.0');
        return {
          title: text(channel, 'title'),
          items: [...channel.getElementsByTagName('item')].map((item) => ({
            title: text(item, 'title'),
            url: text(item, 'link'),
            date: new Date(text(item, 'pubDate')).toISOString().slice(0, 10),
            summary: text(item, 'description'),
            image: item.getElementsByTagName('enclosure')[0]?.getAttribute('url') ?? null,
          })),
        };
      }
      if (doc.documentElement.namespaceURI !== 'http://www.w3.org/2005/Atom') throw new Error('not Atom');
      return {
        title: text(doc.documentElement, 'title'),
        items: [...doc.documentElement.getElementsByTagName('entry')].map((entry) => ({
          title: text(entry, 'title'),
          url: entry.querySelector('link:not([rel]), link[rel=alternate]')?.getAttribute('href') ?? '',
          date: text(entry, 'published').slice(0, 10) || text(entry, 'updated').slice(0, 10),
          summary: text(entry, 'summary'),
          image: entry.querySelector('link[rel=enclosure]')?.getAttribute('href') ?? null,
        })),
      };
    },
    { xml, format },
  );
}

for (const locale of locales) {
  test(`${locale}: the magazine's RSS and Atom feeds list the page's articles with summary, date and image; an article page links the feeds too`, async ({ page, request }) => {
    await page.goto(href('magazine', locale), { waitUntil: 'domcontentloaded' });
    const teasers = await teasersOf(page);
    expect(teasers.length).toBeGreaterThan(1);
    // On the site the links are to this origin; the feeds carry the configured public origin.
    const publicUrl = (url: string) => `${siteConfig.siteUrl}${new URL(url).pathname}`;

    for (const [format, type] of [['rss', 'application/rss+xml'], ['atom', 'application/atom+xml']] as const) {
      const link = page.locator(`head link[rel=alternate][type="${type}"]`);
      await expect(link).toHaveCount(1);
      const feedUrl = (await link.getAttribute('href'))!;
      expect(feedUrl).toBe(`${siteConfig.siteUrl}/${locale}/magazine/${format}.xml`);
      const response = await request.get(new URL(feedUrl).pathname);
      expect(response.status()).toBe(200);
      const feed = await parseFeed(page, await response.text(), format);

      expect(feed.items.map((i) => i.title)).toEqual(teasers.map((t) => t.title));
      for (const [index, item] of feed.items.entries()) {
        const teaser = teasers[index]!;
        expect(item.url).toBe(publicUrl(teaser.url));
        expect(item.date).toBe(teaser.date);
        expect(item.summary).toBe(teaser.summary);
        expect(item.image, `${format} ${item.title}`).toMatch(/^https?:\/\/.+\.jpg$/);
        // The teaser picture's file (webp or jpeg) is the article image the feed names.
        expect(new URL(item.image!).pathname.replace(/\.jpg$/, '')).toBe(teaser.image.replace(/\.(webp|jpg)$/, ''));
      }
    }

    // The first teaser's article page links the same feeds.
    await page.goto(new URL(teasers[0]!.url).pathname, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('head link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', `${siteConfig.siteUrl}/${locale}/magazine/rss.xml`);
    await expect(page.locator('head link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute('href', `${siteConfig.siteUrl}/${locale}/magazine/atom.xml`);
  });
}
