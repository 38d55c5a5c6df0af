import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { detailRoutes, type DetailKind } from '../src/lib/detailRoutes';
import { localizedPath, routeList } from '@site/config/routes';
import { locales, siteConfig } from './helpers';

// Every link into the registration app names the page's language (/deDE/ or /enEU/; the bare
// origin lands on English) and goes through the attributed link of §7, which marks its anchor
// with data-attribution-creative. Checked on every page of both locales (the route list and
// every detail page), without ADJUST consent, where the links keep their plain address.
test.describe.configure({ timeout: 180_000 });

/** Visits each path and checks its registration links; returns how many it found. */
async function checkRegistrationLinks(page: Page, locale: Locale, paths: string[]): Promise<number> {
  let found = 0;
  for (const path of paths) {
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
  return found;
}

for (const locale of locales) {
  test(`pages of the route list (${locale}): registration links name ${toRegistrationLocale(locale)} and are attributed`, async ({
    page,
  }) => {
    const found = await checkRegistrationLinks(
      page,
      locale,
      routeList.map((route) => localizedPath(locale, route.path)),
    );
    // At least the home hero, the account comparison and the partner-link-expired page.
    expect(found).toBeGreaterThanOrEqual(3);
  });

  for (const kind of ['job', 'company', 'article'] as const satisfies readonly DetailKind[]) {
    test(`${kind} pages (${locale}): registration links name ${toRegistrationLocale(locale)} and are attributed`, async ({
      page,
    }) => {
      const paths = (await detailRoutes()).filter((r) => r.kind === kind).map((r) => localizedPath(locale, r.paths[locale]));
      expect(paths.length).toBeGreaterThan(0);
      await checkRegistrationLinks(page, locale, paths);
    });
  }
}
