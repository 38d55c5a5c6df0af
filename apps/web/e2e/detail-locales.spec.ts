import { getContent } from '@site/content';
import { otherLocale } from '@site/i18n';
import { expect, grantConsent, test } from '@site/testing';
import { detailRoutes, type DetailKind } from '../src/lib/detailRoutes';
import { localizedPath } from '@site/config/routes';
import { locales, siteConfig, text } from './helpers';

// Jobs, companies and articles translate their slug, so "the same path in the other locale"
// is a 404 for them: the switch and the alternates must use the item's path in that locale.
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

const absolute = (path: string) => `${siteConfig.siteUrl}${path}`;

test('every detail page links its translation in canonical, hreflang and the static language switch', async ({ request }) => {
  test.slow();
  const routes = await detailRoutes();
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    for (const locale of locales) {
      const path = localizedPath(locale, route.paths[locale]);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const link = (rel: string, hreflang?: string) =>
        html.match(
          new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`, 'i'),
        )?.[1];
      expect(link('canonical'), path).toBe(absolute(path));
      for (const l of locales) expect(link('alternate', l), path).toBe(absolute(localizedPath(l, route.paths[l])));
      expect(link('alternate', 'x-default'), path).toBe(absolute(localizedPath('en-EU', route.paths['en-EU'])));
      // Without JavaScript the header's switch already points at the translation.
      const other = otherLocale(locale);
      const switchTag = html.match(/<a[^>]*class="locale-switch"[^>]*>/)?.[0] ?? '';
      expect(switchTag.match(/href="([^"]+)"/)?.[1], path).toBe(localizedPath(other, route.paths[other]));
    }
  }
});

const names: Record<DetailKind, (c: Awaited<ReturnType<typeof getContent>>, id: string) => string> = {
  job: (c, id) => c.jobs.find((j) => j.id === id)!.name,
  company: (c, id) => c.companies.find((j) => j.id === id)!.name,
  article: (c, id) => c.articles.find((j) => j.id === id)!.title,
};

for (const kind of ['job', 'company', 'article'] as const) {
  test(`the language switch on a ${kind} page opens the same ${kind} in the other locale`, async ({ page }) => {
    // Prefer an item whose slug is translated; the bundled content shares slugs today.
    const candidates = (await detailRoutes()).filter((r) => r.kind === kind);
    const route = candidates.find((r) => r.paths['de-DE'] !== r.paths['en-EU']) ?? candidates[0]!;
    expect(route).toBeDefined();
    await page.goto(localizedPath('en-EU', route.paths['en-EU']));
    await page.getByRole('banner').getByRole('link', { name: text('en-EU', 'LocaleSwitcher', 'switchToLabel') }).click();
    await expect(page).toHaveURL(localizedPath('de-DE', route.paths['de-DE']));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[kind](await getContent('de-DE'), route.id));
    await page.getByRole('banner').getByRole('link', { name: text('de-DE', 'LocaleSwitcher', 'switchToLabel') }).click();
    await expect(page).toHaveURL(localizedPath('en-EU', route.paths['en-EU']));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[kind](await getContent('en-EU'), route.id));
  });
}
