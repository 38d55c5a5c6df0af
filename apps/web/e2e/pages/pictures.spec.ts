// Pictures and themed sections of home and the content pages: every content image goes through
// the image pipeline (<picture> with webp + jpeg, intrinsic size, blurred placeholder), the page's
// LCP picture is preloaded with high priority and every other one loads lazily, and the themed
// sections keep AA contrast. The app's screens (drawn at build time, with a 2x rendering) have
// their own spec, app-screens.spec.ts. The <picture> markup, the preloads and the files are read
// from the export without a browser: static/pictures.spec.ts.
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { pageSectionImage } from '@site/content';
import { locales } from '@site/i18n';
import { href, localizedPath } from '@site/config/routes';
import { content } from './content';
import { pagesOf } from './contentPictures';

for (const locale of locales) {
  test.describe(`pictures and themes (${locale})`, () => {
    test('home has sections in at least four themes, and home and the content pages pass axe', async ({ page }) => {
      test.setTimeout(240_000); // axe on eight pages, the home page the longest
      const c = await content(locale);
      await page.goto(href('home', locale));
      const themes = await page.locator('main [data-theme]').evaluateAll((els) => els.map((el) => el.getAttribute('data-theme')));
      expect(new Set(themes).size).toBeGreaterThanOrEqual(4);
      // Every themed section paints its own background, so its text is checked against it.
      const backgrounds = await page.locator('main [data-theme]').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
      expect(new Set(backgrounds).size).toBeGreaterThanOrEqual(4);
      for (const spec of pagesOf(c, locale)) {
        if (spec.path !== '/') await page.goto(localizedPath(locale, spec.path));
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('a lazy picture shows its blurred placeholder until it arrives; the home hero, the LCP picture, has none', async ({ page }) => {
  const locale = 'de-DE';
  const c = await content(locale);
  const hero = pageSectionImage(c, 'home.hero')!;
  const impact = pageSectionImage(c, 'home.impact')!;
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route('**/media/**', async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  await page.goto(href('home', locale), { waitUntil: 'domcontentloaded' });
  // A priority picture paints nothing before its file: a placeholder of the same size would be
  // the page's LCP element, and the picture's own paint no new candidate (issue 48).
  const heroImg = page.locator(`main img[src="${hero.jpeg}"]`);
  await expect(heroImg).toBeVisible();
  expect(await heroImg.evaluate((el) => getComputedStyle(el).backgroundImage)).not.toContain('data:image/svg+xml');
  const img = page.locator(`main img[src="${impact.jpeg}"]`);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  // The image has not arrived: the blurred 24x24 placeholder is what the visitor sees.
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(0);
  const background = await img.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain('data:image/svg+xml');
  expect(decodeURIComponent(background)).toContain('feGaussianBlur');
  expect(decodeURIComponent(background)).toContain(impact.placeholder);
  released = true;
  await Promise.all(held.map((release) => release()));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});
