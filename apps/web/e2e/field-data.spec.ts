import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeFieldData, expect, test } from '@site/testing';
import { pageTypes, routeList } from '@site/config/routes';
import type { Page } from '@playwright/test';
import { out } from './builtPages';

// Field data (issue 49): the shared flow of @site/testing, on a list page in en-EU and the home
// page in de-DE, then support's report page (the API's) with what they sent.
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: /Cookie settings|Cookie-Einstellungen/ });

describeFieldData(
  [
    { path: '/en-EU/jobs/', locale: 'en-EU', pageType: 'jobs', siteLocale: 'en-EU' },
    { path: '/de-DE/', locale: 'de-DE', pageType: 'home', siteLocale: 'de-DE' },
  ],
  cookieSettings,
  { report: true },
);

test('every built page declares one page type the API takes, each page of the route registry its own id (no browser)', () => {
  const declared = new Map<string, string[]>();
  for (const locale of ['de-DE', 'en-EU']) {
    const files = readdirSync(path.join(out, locale), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
      // The e2e build's crash probes (app/(e2e), E2E_PAGES) are no page of the site.
      .filter((file) => !/crash-test/.test(file));
    for (const file of files) {
      const types = [...readFileSync(path.join(out, locale, file), 'utf8').matchAll(/<meta name="page-type" content="([^"]*)"/g)].map((m) => m[1]!);
      expect(types, `${locale}/${file}`).toHaveLength(1);
      declared.set(`/${locale}/${file}`, types);
    }
  }
  const all = new Set([...declared.values()].flat());
  expect([...all].filter((type) => !(pageTypes as readonly string[]).includes(type))).toEqual([]);
  expect(routeList.map((route) => route.id).filter((id) => !all.has(id))).toEqual([]);
  expect(declared.get('/en-EU/404.html')).toEqual(['notFound']);
});
