import { expect, test } from '@playwright/test';
import { all, attr, builtPage, one, text as textOf, textContent, type BuiltPage } from '../builtPages';
import { locales, siteConfig } from '../helpers';
import { content } from '../pages/content';
import { checkRequired, jsonLdOf, oneOfType, required, sitemapPaths, type Item } from '../structuredData';

// What search engines and job boards read: the JSON-LD in each page's static HTML, for every page
// of the sitemap, read from the export with parse5 (no browser). That the dates, places, questions
// and figures it names are the ones a visitor sees on the page is checked in Chromium:
// structured-data.spec.ts.

const jsonLd = (page: BuiltPage): Item[] => jsonLdOf(all(page.document, 'script[type="application/ld+json"]').map(textContent));

for (const locale of locales) {
  const paths = sitemapPaths(locale);

  test(`${locale}: the sitemap's pages carry every type of structured data`, async () => {
    expect(paths.length).toBeGreaterThan(30);
    const seen = new Set(paths.flatMap((path) => jsonLd(builtPage(path)).map((item) => item['@type'])));
    expect([...seen].sort()).toEqual(Object.keys(required).sort());
  });

  for (const pagePath of paths) {
    test(`${pagePath} has valid JSON-LD with the required properties, matching the page`, async () => {
      const data = await content(locale);
      const page = builtPage(pagePath);
      const items = jsonLd(page);
      for (const item of items) checkRequired(item, pagePath);
      const canonical = attr(one(page.document, 'link[rel=canonical]'), 'href');
      const h1 = textOf(all(page.document, 'h1')[0]!);

      if (pagePath === `/${locale}/`) {
        const bank = oneOfType(items, 'BankOrCreditUnion');
        expect(bank.name).toBe(siteConfig.brand);
        expect(JSON.stringify(bank.makesOffer)).toContain(siteConfig.partnerBank);
        expect(items.some((i) => i['@type'] === 'BreadcrumbList')).toBe(false);
        return;
      }

      // Below the home page: a trail from home to this very page, named as the page is.
      const trail = oneOfType(items, 'BreadcrumbList').itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(trail.length, pagePath).toBeGreaterThanOrEqual(2);
      expect(trail.map((t) => t.position)).toEqual(trail.map((_, i) => i + 1));
      expect(trail[0]!.item).toBe(`${siteConfig.siteUrl}/${locale}/`);
      expect(trail.at(-1)!.item, pagePath).toBe(canonical);

      const job = data.jobs.find((j) => pagePath === `/${locale}/jobs/${j.slug}/`);
      if (job) {
        const posting = oneOfType(items, 'JobPosting');
        expect(posting.title).toBe(h1);
        expect(trail.at(-1)!.name).toBe(h1);
        const address = (posting.jobLocation as { address: { addressLocality: string } }).address;
        expect(job.location).toContain(address.addressLocality);
        expect(posting.url).toBe(canonical);
      }

      const article = data.articles.find((a) => pagePath === `/${locale}/magazine/${a.slug}/`);
      if (article) {
        const ld = oneOfType(items, 'Article');
        expect(ld.headline).toBe(h1);
        expect(ld.image).toEqual([`${siteConfig.siteUrl}${article.heroImage.jpeg}`]);
      }

      if (pagePath === `/${locale}/jobs/`) {
        const faq = oneOfType(items, 'FAQPage').mainEntity as Array<{ name: string }>;
        const questions = data.faqEntries.filter((f) => f.topic === 'jobs');
        expect(faq.map((q) => q.name).sort()).toEqual(questions.map((q) => q.question).sort());
      }

      if (pagePath === `/${locale}/investing/`) {
        const fund = oneOfType(items, 'InvestmentFund');
        expect(fund.name).toBe(data.fund.name);
        expect(fund.identifier).toContainEqual({ '@type': 'PropertyValue', propertyID: 'ISIN', value: data.fund.isin });
        const category = fund.category as { codeValue: string; name: string };
        expect(category.codeValue).toBe(String(data.fund.summaryRiskIndicator));
        // The two PDFs (absolute, in the page's language); that they are the ones the page links: structured-data.spec.ts.
        const documents = fund.subjectOf as Array<{ url: string; name: string; encodingFormat: string; inLanguage: string }>;
        expect(documents).toHaveLength(2);
        expect(documents.every((d) => d.encodingFormat === 'application/pdf' && d.inLanguage === locale)).toBe(true);
        expect(fund.feesAndCommissionsSpecification).toBe(documents[0]!.url);
      }
    });
  }
}

test('system pages carry no structured data', () => {
  expect(jsonLd(builtPage('/en-EU/account/error/'))).toEqual([]);
});
