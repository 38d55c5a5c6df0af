import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { locales, siteConfig } from './helpers';
import { content } from './pages/content';
import { jsonLdOf, oneOfType, type Item } from './structuredData';

// What search engines and job boards read, as the page shows it: the dates, the place, the
// questions and the fund's figures that the JSON-LD names are on the page, visible, in its static
// HTML (JavaScript off). The JSON-LD itself (valid, the required properties, the breadcrumb trail,
// matching the page's title and canonical) is checked for every page of the sitemap without a
// browser: static/structured-data.spec.ts.
test.use({ javaScriptEnabled: false });

const jsonLd = async (page: Page): Promise<Item[]> => jsonLdOf(await page.locator('script[type="application/ld+json"]').allTextContents());

for (const locale of locales) {
  test(`${locale}: the job postings, articles, job FAQ and fund in the JSON-LD are the ones the page shows`, async ({ page }) => {
    test.setTimeout(120_000); // every job and article page of the locale
    const data = await content(locale);
    const open = async (path: string) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      return jsonLd(page);
    };

    for (const job of data.jobs) {
      await test.step(`job ${job.slug}`, async () => {
        const posting = oneOfType(await open(`/${locale}/jobs/${job.slug}/`), 'JobPosting');
        // The dates and the place are the ones the page shows.
        await expect.soft(page.locator(`main time[datetime="${String(posting.datePosted)}"]`)).toBeVisible();
        await expect.soft(page.locator(`main time[datetime="${String(posting.validThrough).slice(0, 10)}"]`)).toBeVisible();
        await expect.soft(page.locator('main dd', { hasText: job.location })).toBeVisible();
      });
    }

    for (const article of data.articles) {
      await test.step(`article ${article.slug}`, async () => {
        const ld = oneOfType(await open(`/${locale}/magazine/${article.slug}/`), 'Article');
        await expect.soft(page.locator(`main article time[datetime="${String(ld.datePublished)}"]`)).toBeVisible();
        await expect.soft(page.locator('main article')).toContainText(String((ld.author as { name: string }).name));
      });
    }

    await test.step('the jobs page', async () => {
      const faq = oneOfType(await open(`/${locale}/jobs/`), 'FAQPage').mainEntity as Array<{ name: string }>;
      for (const q of faq) await expect.soft(page.getByText(q.name, { exact: true })).toBeVisible();
    });

    await test.step('the investing page', async () => {
      const fund = oneOfType(await open(`/${locale}/investing/`), 'InvestmentFund');
      await expect(page.locator('main h2', { hasText: data.fund.name })).toBeVisible();
      // The fact list writes the ISIN in groups; the page shows the same characters.
      expect((await page.locator('main').innerText()).replace(/\s/g, '')).toContain(data.fund.isin);
      // The risk class the scale shows, and the two PDFs the page links (absolute, in the page's language).
      const category = fund.category as { codeValue: string; name: string };
      await expect(page.getByRole('img', { name: category.name, exact: true })).toBeVisible();
      const documents = fund.subjectOf as Array<{ url: string }>;
      const links = page.locator('main a[data-fund-document]');
      await expect(links).toHaveCount(2);
      expect(documents.map((d) => d.url)).toEqual(
        await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href.replace(location.origin, ''))).then((paths) =>
          paths.map((path) => `${siteConfig.siteUrl}${path}`),
        ),
      );
    });
  });
}
