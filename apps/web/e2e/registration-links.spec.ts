import { expect, test } from '@site/testing';
import { toRegistrationLocale } from '@site/i18n';
import { detailRoutes } from '../src/lib/detailRoutes';
import { localizedPath, routes } from '../src/routes';
import { locales, siteConfig } from './helpers';

// Every link into the registration app names the page's language (/deDE/ or /enEU/; the bare
// origin lands on English) and goes through the attributed link of §7, which marks its anchor
// with data-attribution-creative. Checked on every page of both locales, without ADJUST consent,
// where the links keep their plain registration address.
test('every link into the registration app names the page locale and is attributed', async ({ page }) => {
  test.slow();
  const details = await detailRoutes();
  const pages = locales.flatMap((locale) => [
    ...routes.map((route) => ({ locale, path: localizedPath(locale, route.path) })),
    ...details.map((route) => ({ locale, path: localizedPath(locale, route.paths[locale]) })),
  ]);
  let found = 0;
  for (const { locale, path } of pages) {
    await page.goto(path);
    const links = await page
      .locator(`a[href^="${siteConfig.registrationUrl}"]`)
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute('href')!, creative: a.getAttribute('data-attribution-creative') })),
      );
    for (const link of links) {
      expect(new URL(link.href).pathname, `${path}: ${link.href}`).toMatch(new RegExp(`^/${toRegistrationLocale(locale)}/`));
      expect(link.creative, `${path}: ${link.href} is not an attributed link`).toBeTruthy();
    }
    found += links.length;
  }
  // The home hero, the account comparison and the partner-link-expired page have one each.
  expect(found).toBeGreaterThanOrEqual(3 * locales.length);
});
