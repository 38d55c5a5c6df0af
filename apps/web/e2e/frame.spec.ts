import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { href, localizedPath, routeList } from '@site/config/routes';
import { detailRoutes } from '../src/lib/detailRoutes';
import { locales, siteConfig, text } from './helpers';

// A returning visitor: the consent dialog (tested in consent*.spec.ts) would cover the page.
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

for (const locale of locales) {
  for (const route of routeList) {
    test.describe(`${route.id} (${locale})`, () => {
      test('renders with the right lang, title, description, canonical and hreflang', async ({ page }) => {
        const path = localizedPath(locale, route.path);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(text(locale, route.namespace, 'title'));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          text(locale, route.namespace, 'description'),
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.siteUrl}${path}`);
        for (const [hreflang, target] of [
          ['de-DE', 'de-DE'],
          ['en-EU', 'en-EU'],
          ['x-default', 'en-EU'],
        ] as const) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
            'href',
            `${siteConfig.siteUrl}${localizedPath(target, route.path)}`,
          );
        }
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text(locale, route.namespace, 'title'));
        await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
      });

      test('has no axe violations', async ({ page }) => {
        await page.goto(localizedPath(locale, route.path));
        await expectNoAxeViolations(page);
      });
    });
  }

  test(`the footer links to support, contact and cookie settings (${locale})`, async ({ page }) => {
    await page.goto(href('home', locale));
    const footer = page.getByRole('contentinfo');
    const two = locale.slice(0, 2);
    await expect(footer.getByRole('link', { name: text(locale, 'Footer', 'support') })).toHaveAttribute(
      'href',
      `${siteConfig.supportSiteUrl}/${two}/support/home`,
    );
    await expect(footer.getByRole('link', { name: text(locale, 'Footer', 'contact') })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.contactEmail}`,
    );
    await expect(footer.getByRole('link', { name: text(locale, 'Footer', 'appStore') })).toHaveAttribute(
      'href',
      siteConfig.appStoreUrl,
    );
    await expect(footer.getByRole('link', { name: text(locale, 'Footer', 'playStore') })).toHaveAttribute(
      'href',
      siteConfig.playStoreUrl,
    );
    await expect(footer.getByRole('button', { name: text(locale, 'Footer', 'cookieSettings') })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteConfig.brand}`);
  });

  test(`unknown paths answer 404 with the localized page (${locale})`, async ({ page }) => {
    const response = await page.goto(`/${locale}/does-not-exist/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'NotFound', 'headline'));
    await expect(page.getByRole('link', { name: text(locale, 'NotFound', 'home') })).toHaveAttribute(
      'href',
      `/${locale}/`,
    );
    await expect(page.getByRole('link', { name: text(locale, 'NotFound', 'support') })).toHaveAttribute(
      'href',
      `${siteConfig.supportSiteUrl}/${locale.slice(0, 2)}/support/home`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });
}

test('a path outside any locale answers 404 with the en-EU page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houston, we have a problem.');
});

test('the language switch opens the same page in the other locale', async ({ page }) => {
  // Two full page loads per route (the switch is a plain link), and the route list grows (the
  // system pages add twelve): a hang guard for a loaded machine, not a speed check.
  test.setTimeout(240_000);
  for (const route of routeList) {
    await page.goto(localizedPath('en-EU', route.path));
    await page.getByRole('banner').getByRole('link', { name: text('en-EU', 'LocaleSwitcher', 'switchToLabel') }).click();
    await expect(page).toHaveURL(localizedPath('de-DE', route.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.getByRole('banner').getByRole('link', { name: text('de-DE', 'LocaleSwitcher', 'switchToLabel') }).click();
    await expect(page).toHaveURL(localizedPath('en-EU', route.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-EU');
  }
});

test.describe('the index page', () => {
  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('goes to de-DE and keeps the query', async ({ page }) => {
      await page.goto('/?utm_source=newsletter');
      await expect(page).toHaveURL('/de-DE/?utm_source=newsletter');
    });
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('goes to en-EU', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/en-EU/');
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, locale: 'de-DE' });
    test("the edge's 302 needs no script; the index file offers both locales and refreshes to en-EU", async ({ request, page }) => {
      // `/` is answered by a 302 by Accept-Language (apps/api/src/edge.ts; scripts/serve.mjs locally).
      await page.goto('/');
      await expect(page).toHaveURL('/de-DE/');
      const root = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
      expect(root.status()).toBe(302);
      expect(root.headers().location).toMatch(/\/en-EU\/$/);
      // The file stays for a host without the edge: a meta refresh, and links for agents that
      // do not follow it.
      const html = await (await request.get('/index.html')).text();
      expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="0; url=\/en-EU\/"\/?><\/noscript>/i);
      expect(html).toContain('href="/de-DE/"');
      expect(html).toContain('href="/en-EU/"');
      await page.goto('/index.html');
      await expect(page).toHaveURL('/en-EU/');
    });
  });
});

test('sitemap.xml and robots.txt list the indexable routes', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
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
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
});
