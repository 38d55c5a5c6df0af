// Reads the export in Node: no `page`, so Playwright starts no Chromium for these tests.
import { expect, test } from '@playwright/test';
import { out } from '../builtPages';
import { siteConfig } from '../helpers';
// The benchmark's offline crawler: one definition of "broken link" for bench and tests.
import { brokenLinks, seoChecks } from '../../../../bench/lib/crawl.mjs';

test('the exported site has no broken internal links', () => {
  const { checked, broken } = brokenLinks(out, siteConfig.siteUrl) as { checked: number; broken: unknown[] };
  expect(checked).toBeGreaterThan(0);
  expect(broken).toEqual([]);
});

test('every indexable exported page has its SEO tags and is in the sitemap', () => {
  const { indexable, problems } = seoChecks(out) as { indexable: number; problems: unknown[] };
  expect(indexable).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
