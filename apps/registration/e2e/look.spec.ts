import { essentialKeys } from '@site/consent/services';
import { expect, grantConsent, holdUntilPainted, layoutShifts, recordRequests, test } from '@site/testing';
import { themes } from '@site/theme';
import { registrationLocales, siteConfig, text } from './helpers';

for (const locale of registrationLocales) {
  test.describe(`the site's look (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!, essentialKeys));

    // One load of the page for all that is checked on it.
    test("text is set in Inter, and the page preloads exactly one font file, the one in use; the header shows the site's leaf logo beside the brand name, hidden from screen readers; the footer has the site footer's StoneLight colours and the App Store and Google Play badges with our own marks", async ({ page }) => {
      test.setTimeout(90_000); // what were four tests
      await page.goto(`/${locale}/`);
      const headline = page.getByRole('heading', { level: 1 });
      await expect(headline).toBeVisible();
      const family = await headline.evaluate((el) => getComputedStyle(el).fontFamily);
      expect(family.split(',')[0]?.trim().replace(/['"]/g, '')).toBe('Inter Variable');
      // Inter itself is in use, not the fallback.
      const inter = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Inter Variable').map((face) => face.status);
      });
      expect(inter).toEqual(['loaded']);

      const preloads = page.locator('head link[rel="preload"][as="font"]');
      await expect(preloads).toHaveCount(1);
      await expect(preloads).toHaveAttribute('type', 'font/woff2');
      await expect(preloads).toHaveAttribute('crossorigin', '');
      const href = await preloads.getAttribute('href');
      expect(href).toMatch(/inter-latin-wght-normal-[\w-]+\.woff2$/);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect(loaded.filter((path) => path.endsWith('.woff2'))).toEqual([href]);

      const brand = page.getByRole('banner').getByText(siteConfig.brand, { exact: true });
      await expect(brand).toBeVisible();
      const logo = brand.locator('svg');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('aria-hidden', 'true');
      // One row: the leaf first, then the name, centred on each other.
      const { mark, name } = await brand.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.lastChild!);
        const box = (r: DOMRect) => ({ left: r.left, right: r.right, middle: (r.top + r.bottom) / 2, width: r.width, height: r.height });
        return { mark: box(element.querySelector('svg')!.getBoundingClientRect()), name: box(range.getBoundingClientRect()) };
      });
      expect(mark.width).toBe(28);
      expect(mark.height).toBe(28);
      expect(mark.right).toBeLessThan(name.left);
      expect(Math.abs(mark.middle - name.middle)).toBeLessThan(2);
      // Drawn in the page theme's accent colours (White), as in the site's header.
      const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      await expect(logo.locator('circle')).toHaveCSS('fill', rgb(themes.White.accent));
      await expect(logo.locator('path')).toHaveCSS('stroke', rgb(themes.White.onAccent));

      const footer = page.getByRole('contentinfo');
      const background = await footer.evaluate((el) => getComputedStyle(el).backgroundColor);
      const hex = themes.StoneLight.background;
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(background).toBe(`rgb(${r}, ${g}, ${b})`);

      const badgeFooter = page.getByRole('contentinfo');
      for (const key of ['Footer.appStore', 'Footer.playStore']) {
        const badge = badgeFooter.getByRole('link', { name: text(locale, key), exact: true });
        await expect(badge).toBeVisible();
        await expect(badge.locator('img[alt=""]')).toBeVisible();
      }
    });
  });

  // When the font is fetched does not depend on the locale: checked in one.
  if (locale === 'deDE') test.describe(`first visit (${locale})`, () => {
    test.use({ consentKeys: [] });

    test("the font never holds the consent summary's first frame", async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fonts.push(request.url());
      });
      await page.goto(`/${locale}/`);
      await expect(page.getByRole('dialog')).toBeVisible();
      // Drawn in the size-adjusted fallback; Inter is fetched once the page's scripts are in, after
      // the first paint (a font that arrived before the summary's paint would count towards its
      // LCP), into the cache for the page the choice reloads.
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(family.split(',')[0]).toBe('"Inter Fallback"');
      await expect.poll(() => fonts.length).toBe(1);
      // The file's resource entry is added once it has arrived, which can be after its request
      // was seen: wait for the entry, not only for the request.
      const fontStart = (await (
        await page.waitForFunction(() => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime)
      ).jsonValue()) as number;
      const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      expect(fontStart).toBeGreaterThan(paint);
    });
  });

  for (const withDialog of [true, false]) {
    test(`no layout shift on a phone's first visit (${locale}, ${withDialog ? 'consent dialog open' : 'consent given'})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      if (!withDialog) await grantConsent(context, baseURL!, essentialKeys);
      const page = await context.newPage();
      await recordRequests(page, [new URL(baseURL!).origin]);
      // The page is drawn by its script: the font arrives after the first paint, as on a slow phone.
      await holdUntilPainted(page, /\.woff2$/);
      for (const path of [`/${locale}/`, `/${locale}/error`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { cls, entries } = await layoutShifts(page);
        expect(entries, `${path}: ${JSON.stringify(entries, null, 1)}`).toEqual([]);
        expect(cls).toBe(0);
      }
      await context.close();
    });
  }
}
