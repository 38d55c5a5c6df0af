import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { localizedPath, routes } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { detailPath } from '../../src/lib/detailRoutes';
import { all, attr, builtPage, one, type BuiltPage } from '../builtPages';
import { locales, siteConfig } from '../helpers';
import { content } from '../pages/content';

// What a social network reads when a page is shared: the static HTML's Open Graph and Twitter
// tags (what a crawler without JavaScript gets), and the picture they name, fetched from the
// served export. No browser: the tags are read with parse5 (builtPages.ts), the pictures with sharp.

type Kind = 'home' | 'fund' | 'tool' | 'job' | 'article' | 'company';

async function pagesOf(locale: Locale): Promise<Record<Kind, { path: string; title: string }>> {
  const { jobs, articles, companies } = await content(locale);
  // The longest titles: the card must hold them.
  const longest = <T,>(items: T[], title: (item: T) => string) => items.reduce((a, b) => (title(b).length > title(a).length ? b : a));
  const job = longest(jobs, (j) => j.name);
  const article = longest(articles, (a) => a.title);
  const company = companies[0]!;
  return {
    home: { path: routes.home.path, title: '' },
    fund: { path: routes.investing.path, title: '' },
    tool: { path: routes.budgetCalculator.path, title: '' },
    job: { path: detailPath('job', job.slug), title: job.name },
    article: { path: detailPath('article', article.slug), title: article.title },
    company: { path: detailPath('company', company.slug), title: company.name },
  };
}

const property = ({ document }: BuiltPage, name: string) => attr(one(document, `meta[property="${name}"]`), 'content');
const named = ({ document }: BuiltPage, name: string) => attr(one(document, `meta[name="${name}"]`), 'content');
const ogLocale = (locale: Locale) => locale.replace('-', '_');

async function png(request: APIRequestContext, url: string) {
  // The tags carry SITE_URL's origin; the picture is fetched from the export being served.
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/png/);
  const body = await response.body();
  const { format, width, height } = await sharp(body).metadata();
  expect({ format, width, height }, url).toEqual({ format: 'png', width: 1200, height: 630 });
  return body;
}

const kinds: Kind[] = ['home', 'fund', 'tool', 'job', 'article', 'company'];

for (const locale of locales) {
  for (const kind of kinds) {
    test(`${locale} ${kind}: the tags name a 1200×630 card of its own`, async ({ request }) => {
      const { path, title } = (await pagesOf(locale))[kind];
      const where = `${locale} ${kind} ${path}`;
      const page = builtPage(localizedPath(locale, path));
      const pageTitle = property(page, 'og:title');
      expect(property(page, 'og:type'), where).toBe(kind === 'article' ? 'article' : 'website');
      expect(property(page, 'og:locale'), where).toBe(ogLocale(locale));
      expect(all(page.document, 'meta[property="og:locale:alternate"]').map((tag) => attr(tag, 'content'))).toEqual(
        locales.filter((l) => l !== locale).map(ogLocale),
      );
      expect(named(page, 'twitter:card'), where).toBe('summary_large_image');
      expect(named(page, 'twitter:title'), where).toBe(pageTitle);
      expect(named(page, 'twitter:description'), where).toBe(property(page, 'og:description'));

      const image = property(page, 'og:image')!;
      expect(image, where).toBe(`${siteConfig.siteUrl}/og/${locale}${path}card.png`);
      expect(named(page, 'twitter:image'), where).toBe(image);
      expect(property(page, 'og:image:width')).toBe('1200');
      expect(property(page, 'og:image:height')).toBe('630');
      // The card's text: a detail page's own name, otherwise the page's title without ' | {brand}'
      // (the card shows the brand on its own).
      const alt = property(page, 'og:image:alt');
      expect(alt, where).toBe(title || pageTitle!.replace(new RegExp(` \\| ${siteConfig.brand}$`), ''));
      expect(alt, where).not.toMatch(new RegExp(`\\| ${siteConfig.brand}$`));

      const card = await png(request, image);
      expect(card.equals(await png(request, `${siteConfig.siteUrl}/og-image.png`)), `${where}: not the generic picture`).toBe(false);
    });
  }
}

test('every card differs: from page to page and from locale to locale', async ({ request }) => {
  const cards = new Map<string, string>();
  for (const locale of locales) {
    for (const [kind, { path }] of Object.entries(await pagesOf(locale))) {
      const card = await png(request, `${siteConfig.siteUrl}/og/${locale}${path}card.png`);
      cards.set(`${locale} ${kind}`, card.toString('base64'));
    }
  }
  for (const kind of kinds) expect(cards.get(`de-DE ${kind}`), kind).not.toBe(cards.get(`en-EU ${kind}`));
  expect(new Set(cards.values()).size).toBe(cards.size);
});

for (const locale of locales) {
  test(`${locale}: an article is og:type article with its publication time; other pages keep the generic picture`, async () => {
    const article = (await content(locale)).articles[0]!;
    const page = builtPage(localizedPath(locale, detailPath('article', article.slug)));
    expect(property(page, 'og:type')).toBe('article');
    expect(new Date(property(page, 'article:published_time')!).getTime()).toBe(new Date(article.publishedAt).getTime());

    for (const path of [routes.imprint.path, routes.jobs.path, routes.impact.path]) {
      const other = builtPage(localizedPath(locale, path));
      expect(property(other, 'og:image'), path).toBe(`${siteConfig.siteUrl}/og-image.png`);
      expect(named(other, 'twitter:image'), path).toBe(`${siteConfig.siteUrl}/og-image.png`);
      expect(property(other, 'og:type'), path).toBe('website');
      expect(named(other, 'twitter:card'), path).toBe('summary_large_image');
    }
  });
}
