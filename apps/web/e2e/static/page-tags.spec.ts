// What a crawler reads of every page, checked in the served HTML without a browser (no `page`:
// Playwright starts no Chromium for these tests). What a person sees of the same pages (axe,
// the language switch) is in frame.spec.ts.
import { expect, test } from '@playwright/test';
import { localizedPath, routeList } from '@site/config/routes';
import { detailRoutes } from '../../src/lib/detailRoutes';
import { all, attr, one, parsedPage, text as textOf } from '../builtPages';
import { locales, siteConfig, text } from '../helpers';
import { otherLocale } from '@site/i18n';

for (const locale of locales) {
  for (const route of routeList) {
    test(`${route.id} (${locale}) is served with the right lang, title, description, canonical, hreflang and switch`, async ({ request }) => {
      const path = localizedPath(locale, route.path);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const { document } = parsedPage(path, await response.text());
      const content = (selector: string) => attr(one(document, selector), 'content');
      expect(attr(one(document, 'html'), 'lang')).toBe(locale);
      expect(textOf(one(document, 'head title'))).toBe(text(locale, route.namespace, 'title'));
      expect(content('meta[name="description"]')).toBe(text(locale, route.namespace, 'description'));
      expect(attr(one(document, 'link[rel="canonical"]'), 'href')).toBe(`${siteConfig.siteUrl}${path}`);
      for (const [hreflang, target] of [
        ['de-DE', 'de-DE'],
        ['en-EU', 'en-EU'],
        ['x-default', 'en-EU'],
      ] as const) {
        expect(attr(one(document, `link[rel="alternate"][hreflang="${hreflang}"]`), 'href'), hreflang).toBe(
          `${siteConfig.siteUrl}${localizedPath(target, route.path)}`,
        );
      }
      expect(content('meta[property="og:title"]')).toBe(text(locale, route.namespace, 'title'));
      expect(attr(all(document, 'link[rel="icon"]')[0]!, 'href')).toMatch(/favicon/);
      // Without JavaScript the header's switch already points at the same page in the other locale.
      expect(attr(one(document, 'a.locale-switch'), 'href')).toBe(localizedPath(otherLocale(locale), route.path));
    });
  }
}

test('sitemap.xml and robots.txt list the indexable routes', async ({ request }) => {
  // Both files first: the checks below take seconds on a busy machine, longer than the server
  // keeps an idle connection open (Node's 5 s), and a request on the closed one fails (ECONNRESET).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const robots = await (await request.get('/robots.txt')).text();
  for (const route of routeList) {
    for (const locale of locales) {
      const url = `${siteConfig.siteUrl}${localizedPath(locale, route.path)}`;
      if (route.indexable) expect(sitemap).toContain(`<loc>${url}</loc>`);
      else expect(sitemap).not.toContain(`<loc>${url}</loc>`);
    }
  }
  expect(sitemap).not.toContain('/404');
  // The content detail pages, in both locales, each with its translation as alternate.
  const entries = sitemap.split('<url>').slice(1);
  for (const route of await detailRoutes()) {
    for (const locale of locales) {
      const entry = entries.find((e) => e.includes(`<loc>${siteConfig.siteUrl}${localizedPath(locale, route.paths[locale])}</loc>`));
      expect(entry, `${route.kind} ${route.id} (${locale})`).toBeDefined();
      for (const l of locales) {
        expect(entry).toContain(`hreflang="${l}" href="${siteConfig.siteUrl}${localizedPath(l, route.paths[l])}"`);
      }
    }
  }
  expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
});

// Jobs, companies and articles translate their slug, so "the same path in the other locale"
// is a 404 for them: the alternates and the switch must use the item's path in that locale.
const absolute = (path: string) => `${siteConfig.siteUrl}${path}`;

for (const route of await detailRoutes()) {
  test(`the ${route.kind} ${route.id} links its translation in canonical, hreflang and the static language switch`, async ({ request }) => {
    for (const locale of locales) {
      const path = localizedPath(locale, route.paths[locale]);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const { document } = parsedPage(path, await response.text());
      const link = (selector: string) => attr(one(document, selector), 'href');
      expect(link('link[rel="canonical"]'), path).toBe(absolute(path));
      for (const l of locales) expect(link(`link[rel="alternate"][hreflang="${l}"]`), path).toBe(absolute(localizedPath(l, route.paths[l])));
      expect(link('link[rel="alternate"][hreflang="x-default"]'), path).toBe(absolute(localizedPath('en-EU', route.paths['en-EU'])));
      const other = otherLocale(locale);
      expect(link('a.locale-switch'), path).toBe(localizedPath(other, route.paths[other]));
    }
  });
}

test('there are detail pages', async () => {
  expect((await detailRoutes()).length).toBeGreaterThan(0);
});
