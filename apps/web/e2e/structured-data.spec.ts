import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { locales, siteConfig } from './helpers';
import { content } from './pages/content';

// What search engines and job boards read: the JSON-LD in each page's static HTML (so with
// JavaScript off), for every page of the sitemap.
test.use({ javaScriptEnabled: false });

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../out');

/** Paths of the sitemap (the indexed pages) below `/{locale}/`. */
function sitemapPaths(locale: string): string[] {
  const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p.startsWith(`/${locale}/`));
}

type Item = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page): Promise<Item[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => {
    const data = JSON.parse(text) as Item; // throws on invalid JSON
    expect(data['@context']).toBe('https://schema.org');
    return data;
  });
}

/** Properties Google (or schema.org's use here) needs for each type. */
const required: Record<string, string[]> = {
  BankOrCreditUnion: ['name', 'url', 'logo', 'sameAs', 'contactPoint', 'makesOffer'],
  BreadcrumbList: ['itemListElement'],
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'directApply', 'identifier'],
  Article: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  FAQPage: ['mainEntity'],
  InvestmentFund: ['name', 'identifier', 'url'],
};

function checkRequired(item: Item, where: string) {
  const props = required[item['@type']];
  expect(props, `${where}: unexpected type ${item['@type']}`).toBeDefined();
  for (const prop of props!) expect(item[prop], `${where}: ${item['@type']}.${prop}`).toBeTruthy();
  if (item['@type'] === 'JobPosting') {
    // A place, or remote work with the countries it is allowed from (Google's two ways).
    const place = Boolean(item.jobLocation) || (item.jobLocationType === 'TELECOMMUTE' && Array.isArray(item.applicantLocationRequirements));
    expect(place, `${where}: JobPosting location`).toBe(true);
  }
}

const one = (items: Item[], type: string) => {
  const found = items.filter((i) => i['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

for (const locale of locales) {
  test(`${locale}: every indexed page has valid JSON-LD with the required properties, matching the page`, async ({ page }) => {
    test.setTimeout(240_000);
    const data = await content(locale);
    const paths = sitemapPaths(locale);
    expect(paths.length).toBeGreaterThan(30);
    const seen = new Set<string>();

    for (const pagePath of paths) {
      await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
      const items = await jsonLd(page);
      for (const item of items) {
        checkRequired(item, pagePath);
        seen.add(item['@type']);
      }
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      const h1 = (await page.locator('h1').first().innerText()).trim();

      if (pagePath === `/${locale}/`) {
        const bank = one(items, 'BankOrCreditUnion');
        expect(bank.name).toBe(siteConfig.brand);
        expect(JSON.stringify(bank.makesOffer)).toContain(siteConfig.partnerBank);
        expect(items.some((i) => i['@type'] === 'BreadcrumbList')).toBe(false);
        continue;
      }

      // Below the home page: a trail from home to this very page, named as the page is.
      const trail = one(items, 'BreadcrumbList').itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(trail.length, pagePath).toBeGreaterThanOrEqual(2);
      expect(trail.map((t) => t.position)).toEqual(trail.map((_, i) => i + 1));
      expect(trail[0]!.item).toBe(`${siteConfig.siteUrl}/${locale}/`);
      expect(trail.at(-1)!.item, pagePath).toBe(canonical);

      const job = data.jobs.find((j) => pagePath === `/${locale}/jobs/${j.slug}/`);
      if (job) {
        const posting = one(items, 'JobPosting');
        expect(posting.title).toBe(h1);
        expect(trail.at(-1)!.name).toBe(h1);
        // The dates and the place are the ones the page shows.
        await expect(page.locator(`main time[datetime="${String(posting.datePosted)}"]`)).toBeVisible();
        await expect(page.locator(`main time[datetime="${String(posting.validThrough).slice(0, 10)}"]`)).toBeVisible();
        const address = (posting.jobLocation as { address: { addressLocality: string } }).address;
        await expect(page.locator('main dd', { hasText: job.location })).toBeVisible();
        expect(job.location).toContain(address.addressLocality);
        expect(posting.url).toBe(canonical);
      }

      const article = data.articles.find((a) => pagePath === `/${locale}/magazine/${a.slug}/`);
      if (article) {
        const ld = one(items, 'Article');
        expect(ld.headline).toBe(h1);
        await expect(page.locator(`main article time[datetime="${String(ld.datePublished)}"]`)).toBeVisible();
        await expect(page.locator('main article')).toContainText(String((ld.author as { name: string }).name));
        expect(ld.image).toEqual([`${siteConfig.siteUrl}${article.heroImage.jpeg}`]);
      }

      if (pagePath === `/${locale}/jobs/`) {
        const faq = one(items, 'FAQPage').mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
        const questions = data.faqEntries.filter((f) => f.topic === 'jobs');
        expect(faq.map((q) => q.name).sort()).toEqual(questions.map((q) => q.question).sort());
        for (const q of faq) await expect(page.getByText(q.name, { exact: true })).toBeVisible();
      }

      if (pagePath === `/${locale}/investing/`) {
        const fund = one(items, 'InvestmentFund');
        expect(fund.name).toBe(data.fund.name);
        expect(fund.identifier).toContainEqual({ '@type': 'PropertyValue', propertyID: 'ISIN', value: data.fund.isin });
        await expect(page.locator('main h2', { hasText: data.fund.name })).toBeVisible();
        // The fact list writes the ISIN in groups; the page shows the same characters.
        expect((await page.locator('main').innerText()).replace(/\s/g, '')).toContain(data.fund.isin);
        // The risk class the scale shows, and the two PDFs the page links (absolute, in the page's language).
        const category = fund.category as { codeValue: string; name: string };
        expect(category.codeValue).toBe(String(data.fund.summaryRiskIndicator));
        await expect(page.getByRole('img', { name: category.name, exact: true })).toBeVisible();
        const documents = fund.subjectOf as Array<{ url: string; name: string; encodingFormat: string; inLanguage: string }>;
        const links = page.locator('main a[data-fund-document]');
        await expect(links).toHaveCount(2);
        expect(documents.map((d) => d.url)).toEqual(
          await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href.replace(location.origin, ''))).then((paths) =>
            paths.map((path) => `${siteConfig.siteUrl}${path}`),
          ),
        );
        expect(documents.every((d) => d.encodingFormat === 'application/pdf' && d.inLanguage === locale)).toBe(true);
        expect(fund.feesAndCommissionsSpecification).toBe(documents[0]!.url);
      }
    }

    expect([...seen].sort()).toEqual(Object.keys(required).sort());
  });
}

test('system pages carry no structured data', async ({ page }) => {
  await page.goto('/en-EU/account/error/', { waitUntil: 'domcontentloaded' });
  expect(await jsonLd(page)).toEqual([]);
});
