import type { Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { axeViolations, expect, expectNoAxeViolations, test } from '@site/testing';
import { localizedPath, routeList } from '@site/config/routes';
import { locales, siteConfig, text } from './helpers';

// What every page shares, as a person meets it: no axe violations in either locale, and the
// header's language switch, which opens the same page in the other locale and keeps the query
// and the fragment (job filters, campaign parameters, a system page's link hash). The suite's
// `test` stores essential consent first: the consent dialog (consent*.spec.ts) would cover the
// page. What a crawler reads of the same pages (lang, title, description, canonical, hreflang,
// the static switch's href, the sitemap) is checked without a browser: static/page-tags.spec.ts.

const switchLink = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: text(locale, 'LocaleSwitcher', 'switchToLabel') });

/** A campaign query with an encoded space, and a fragment. */
const suffix = '?utm_source=mail&code=a%20b#part-2';

async function expectFooterLinks(page: Page, locale: Locale) {
  const footer = page.getByRole('contentinfo');
  const two = locale.slice(0, 2);
  await expect.soft(footer.getByRole('link', { name: text(locale, 'Footer', 'support') })).toHaveAttribute(
    'href',
    `${siteConfig.supportSiteUrl}/${two}/support/home`,
  );
  await expect.soft(footer.getByRole('link', { name: text(locale, 'Footer', 'contact') })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.contactEmail}`,
  );
  await expect.soft(footer.getByRole('link', { name: text(locale, 'Footer', 'appStore') })).toHaveAttribute('href', siteConfig.appStoreUrl);
  await expect.soft(footer.getByRole('link', { name: text(locale, 'Footer', 'playStore') })).toHaveAttribute('href', siteConfig.playStoreUrl);
  await expect.soft(footer.getByRole('button', { name: text(locale, 'Footer', 'cookieSettings') })).toBeVisible();
  await expect.soft(footer).toContainText(`© ${new Date().getFullYear()} ${siteConfig.brand}`);
}

for (const route of routeList) {
  test(`${route.id}: no axe violations in either locale; the language switch opens it in the other locale with the query and fragment, and back`, async ({ page }) => {
    // Three page loads and two axe runs: a hang guard for a loaded machine, not a speed check.
    test.slow();
    const at = (locale: Locale) => `${localizedPath(locale, route.path)}${suffix}`;
    const [first, second] = ['en-EU', 'de-DE'] as const;
    // One page load, then each locale is reached through the switch: axe runs on the page the
    // click opened, once it has loaded.
    await page.goto(at(first));
    for (const [here, there] of [
      [first, second],
      [second, first],
    ] as const) {
      await test.step(`${here}: axe, then the switch to ${there}`, async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', here);
        await page.waitForLoadState('load');
        expect.soft(await axeViolations(page), `axe on ${at(here)}`).toEqual([]);
        // The footer is every page's; its links are read once, on home.
        if (route.id === 'home') await expectFooterLinks(page, here);
        await expect(switchLink(page, here)).toHaveAttribute('href', at(there));
        await switchLink(page, here).click();
        await expect(page).toHaveURL(at(there));
      });
    }
    await expect(page.locator('html')).toHaveAttribute('lang', first);
  });
}

test('unknown paths answer 404 with the localized page, and a path outside any locale with the en-EU one', async ({ page }) => {
  test.slow(); // three pages, two of them with axe
  for (const locale of locales) {
    await test.step(locale, async () => {
      const response = await page.goto(`/${locale}/does-not-exist/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'NotFound', 'headline'));
      await expect(page.getByRole('link', { name: text(locale, 'NotFound', 'home') })).toHaveAttribute('href', `/${locale}/`);
      await expect(page.getByRole('link', { name: text(locale, 'NotFound', 'support') })).toHaveAttribute(
        'href',
        `${siteConfig.supportSiteUrl}/${locale.slice(0, 2)}/support/home`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    });
  }
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houston, we have a problem.');
});

test.describe('the index page, with a German browser and without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE' });
  test("the edge's 302 goes by the browser's language and keeps the query; the index file offers both locales and refreshes to en-EU", async ({ request, page }) => {
    // `/` is answered by a 302 by Accept-Language (apps/api/src/edge.ts; scripts/serve.mjs
    // locally): no script takes part. A German browser goes to de-DE with the query...
    await page.goto('/?utm_source=newsletter');
    await expect(page).toHaveURL('/de-DE/?utm_source=newsletter');
    // ...any other language (a French browser's header) to en-EU.
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
