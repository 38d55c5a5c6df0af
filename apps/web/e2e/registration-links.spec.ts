import type { Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { expect, test } from '@site/testing';
import { toRegistrationLocale, type Locale } from '@site/i18n';
import { detailRoutes, type DetailKind } from '../src/lib/detailRoutes';
import { localizedPath, routeList, routes } from '@site/config/routes';
import { locales, siteConfig } from './helpers';

// Every link into the registration app names the page's language (/deDE/ or /enEU/; the bare
// origin lands on English) and goes through the attributed link of §7, which marks its anchor
// with data-attribution-creative. Checked on every page of both locales (the route list and
// every detail page), without ADJUST consent, where the links keep their plain address: in the
// HTML the site serves, read without a browser; and a browser proves, on a page of each kind,
// that the page keeps exactly these links once its scripts have run.

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
interface RegistrationLink {
  href: string;
  creative: string | null;
}

/** The registration links in a page's HTML, in document order. */
function linksInHtml(html: string): RegistrationLink[] {
  const links: RegistrationLink[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === 'a') {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value ?? null;
      const href = attr('href');
      if (href?.startsWith(siteConfig.registrationUrl)) links.push({ href, creative: attr('data-attribution-creative') });
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(parse(html));
  return links;
}

/** The registration links of the page as it is now, scripts run, in document order. */
function linksInPage(page: Page): Promise<RegistrationLink[]> {
  return page
    .locator(`a[href^="${siteConfig.registrationUrl}"]`)
    .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, creative: a.getAttribute('data-attribution-creative') })));
}

function expectRegistrationLinks(locale: Locale, path: string, links: RegistrationLink[]) {
  for (const link of links) {
    expect(new URL(link.href).pathname, `${path}: ${link.href}`).toMatch(new RegExp(`^/${toRegistrationLocale(locale)}/`));
    expect(link.creative, `${path}: ${link.href} is not an attributed link`).toBeTruthy();
  }
}

const detailKinds = ['job', 'company', 'article'] as const satisfies readonly DetailKind[];
const detailPaths = async (locale: Locale, kind: DetailKind) =>
  (await detailRoutes()).filter((r) => r.kind === kind).map((r) => localizedPath(locale, r.paths[locale]));

for (const locale of locales) {
  test(`every page of the locale, as served: registration links name ${toRegistrationLocale(locale)} and are attributed (${locale})`, async ({ request }) => {
    test.setTimeout(180_000);
    await test.step('pages of the route list', async () => {
      let found = 0;
      for (const path of routeList.map((route) => localizedPath(locale, route.path))) {
        const links = linksInHtml(await (await request.get(path)).text());
        expectRegistrationLinks(locale, path, links);
        found += links.length;
      }
      // At least the home hero, the account comparison and the partner-link-expired page.
      expect(found).toBeGreaterThanOrEqual(3);
    });
    for (const kind of detailKinds) {
      await test.step(`${kind} pages`, async () => {
        const paths = await detailPaths(locale, kind);
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) expectRegistrationLinks(locale, path, linksInHtml(await (await request.get(path)).text()));
      });
    }
  });
}

for (const locale of locales) {
  test(`once the scripts have run, a page keeps the registration links of its HTML: the pages that have them and a page of each detail kind (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [
      ...[routes.home.path, routes.accounts.path, routes.partnerLinkExpired.path].map((path) => localizedPath(locale, path)),
      ...(await Promise.all(detailKinds.map(async (kind) => (await detailPaths(locale, kind))[0]!))),
    ];
    // The served HTML first: the requests then do not wait on an idle connection while the
    // browser loads a page.
    const servedHtml = await Promise.all(paths.map(async (path) => (await request.get(path)).text()));
    for (const [index, path] of paths.entries()) {
      await test.step(path, async () => {
        const served = linksInHtml(servedHtml[index]!);
        await page.goto(path);
        const shown = await linksInPage(page);
        expectRegistrationLinks(locale, path, shown);
        expect(shown, `${path}: the links after the scripts ran`).toEqual(served);
      });
    }
  });
}
