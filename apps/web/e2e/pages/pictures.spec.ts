// Pictures and themed sections of home and the content pages: every content image goes through
// the image pipeline (<picture> with webp + jpeg, intrinsic size, blurred placeholder), the page's
// LCP picture is preloaded with high priority and every other one loads lazily, and the themed
// sections keep AA contrast. The app's screens (drawn at build time, with a 2x rendering) have
// their own spec, app-screens.spec.ts.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { pageSectionImage, type ContentImage, type SiteContent } from '@site/content';
import { locales, type Locale } from '@site/i18n';
import { href, localizedPath, routes } from '@site/config/routes';
import { text } from '../helpers';
import { content } from './content';

interface PagePictures {
  path: string;
  /** The picture that must be preloaded and loaded eagerly; none: every picture is lazy. */
  lcp?: ContentImage;
  /** Pictures the page must show, with the alt text they must carry. */
  shows: Array<{ image: ContentImage; alt: string }>;
}

function required(image: ContentImage | undefined, what: string): ContentImage {
  if (!image) throw new Error(`The bundled content has no ${what} image.`);
  return image;
}

function pagesOf(c: SiteContent, locale: Locale): PagePictures[] {
  const hero = required(pageSectionImage(c, 'home.hero'), 'home hero');
  const latestArticle = [...c.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;
  const upcoming = c.crowdinvestingBanners.find((b) => b.status === 'upcoming')!;
  const job = c.jobs[0]!;
  const article = c.articles[0]!;
  return [
    {
      path: '/',
      lcp: hero,
      shows: [
        { image: hero, alt: hero.alt },
        { image: required(pageSectionImage(c, 'home.impact'), 'home impact'), alt: required(pageSectionImage(c, 'home.impact'), '').alt },
        // A teaser's picture repeats its linked title: decorative.
        { image: latestArticle.heroImage, alt: '' },
        { image: upcoming.image, alt: upcoming.image.alt },
      ],
    },
    { path: routes.investing.path, lcp: required(pageSectionImage(c, 'investing.intro'), 'investing'), shows: [] },
    { path: routes.impact.path, lcp: required(pageSectionImage(c, 'home.impact'), 'impact'), shows: [] },
    { path: routes.jobs.path, lcp: required(pageSectionImage(c, 'jobs.intro'), 'jobs'), shows: [] },
    {
      path: `/jobs/${job.slug}/`,
      shows: [{ image: job.contactPerson.photo, alt: text(locale, 'JobPage', 'photoAlt', { name: job.contactPerson.name }) }],
    },
    { path: routes.magazine.path, shows: [{ image: latestArticle.heroImage, alt: '' }] },
    { path: `/magazine/${article.slug}/`, lcp: article.heroImage, shows: [{ image: article.heroImage, alt: article.heroImage.alt }] },
    { path: routes.crowdinvesting.path, shows: c.crowdinvestingBanners.map((b) => ({ image: b.image, alt: b.image.alt })) },
  ];
}

/** The URL of a one-candidate srcset (`/media/x.webp` or `/media/x.webp 1000w`). */
const candidateUrl = (srcset: string) => srcset.trim().split(/\s+/)[0]!;

/** The content pictures of the page's main (not the app screens under /app-screens/). */
async function picturesOf(page: Page) {
  return page.locator('main picture:not(:has(img[src^="/app-screens/"]))').evaluateAll((pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector('img');
      return {
        sources: [...picture.querySelectorAll('source')].map((s) => ({ type: s.getAttribute('type'), srcset: s.getAttribute('srcset') })),
        src: img?.getAttribute('src') ?? null,
        alt: img?.getAttribute('alt') ?? null,
        width: img?.getAttribute('width') ?? null,
        height: img?.getAttribute('height') ?? null,
        loading: img?.getAttribute('loading') ?? null,
        fetchpriority: img?.getAttribute('fetchpriority') ?? null,
        placeholder: img?.style.backgroundImage ?? '',
      };
    }),
  );
}

for (const locale of locales) {
  test.describe(`pictures and themes (${locale})`, () => {
    test('every picture of home and the content pages is a webp + jpeg <picture> with its size, alt and loading', async ({ page, request }) => {
      test.setTimeout(120_000);
      const c = await content(locale);
      const fetched = new Set<string>();
      for (const spec of pagesOf(c, locale)) {
        await page.goto(localizedPath(locale, spec.path));
        const pictures = await picturesOf(page);
        expect(pictures.length, spec.path).toBeGreaterThan(0);
        for (const picture of pictures) {
          // One candidate: the file, with its width when the picture is shown at `sizes`.
          expect(picture.sources, spec.path).toEqual([{ type: 'image/webp', srcset: expect.stringMatching(/^\/media\/.+\.webp( \d+w)?$/) }]);
          expect(picture.src, spec.path).toMatch(/^\/media\/.+\.jpg$/);
          expect(Number(picture.width), spec.path).toBeGreaterThan(0);
          expect(Number(picture.height), spec.path).toBeGreaterThan(0);
          expect(picture.alt, `${spec.path} ${picture.src}`).not.toBeNull();
          expect(picture.placeholder, spec.path).toContain('data:image/svg+xml');
          const isLcp = picture.src === spec.lcp?.jpeg;
          expect(picture.loading, `${spec.path} ${picture.src}`).toBe(isLcp ? 'eager' : 'lazy');
          expect(picture.fetchpriority, `${spec.path} ${picture.src}`).toBe(isLcp ? 'high' : null);
          for (const file of [candidateUrl(picture.sources[0]!.srcset!), picture.src!]) {
            if (fetched.has(file)) continue;
            fetched.add(file);
            const response = await request.get(file);
            expect(response.status(), file).toBe(200);
            expect(response.headers()['content-type'], file).toBe(file.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
          }
        }
        for (const { image, alt } of [...spec.shows, ...(spec.lcp ? [{ image: spec.lcp, alt: spec.lcp.alt }] : [])]) {
          const shown = pictures.find((p) => p.src === image.jpeg);
          expect(shown, `${spec.path} shows ${image.id}`).toBeDefined();
          expect(shown).toMatchObject({ alt, width: String(image.width), height: String(image.height) });
          expect(candidateUrl(shown!.sources[0]!.srcset!)).toBe(image.webp);
        }
        const preloads = page.locator('head link[rel="preload"][as="image"]');
        if (spec.lcp) {
          await expect(preloads, spec.path).toHaveCount(1);
          await expect(preloads).toHaveAttribute('href', spec.lcp.webp);
          await expect(preloads).toHaveAttribute('fetchpriority', 'high');
          await expect(preloads).toHaveAttribute('type', 'image/webp');
        } else {
          await expect(preloads, spec.path).toHaveCount(0);
        }
      }
    });

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

test('the placeholder shows, blurred, until the home hero arrives', async ({ page }) => {
  const locale = 'de-DE';
  const hero = pageSectionImage(await content(locale), 'home.hero')!;
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route('**/media/**', async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  await page.goto(href('home', locale), { waitUntil: 'domcontentloaded' });
  const img = page.locator(`main img[src="${hero.jpeg}"]`);
  await expect(img).toBeVisible();
  // The image has not arrived: the blurred 24x24 placeholder is what the visitor sees.
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(0);
  const background = await img.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(background).toContain('data:image/svg+xml');
  expect(decodeURIComponent(background)).toContain('feGaussianBlur');
  expect(decodeURIComponent(background)).toContain(hero.placeholder);
  released = true;
  await Promise.all(held.map((release) => release()));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('the home LCP image is at most 60 KB as webp', async ({ request }) => {
  const hero = pageSectionImage(await content('en-EU'), 'home.hero')!;
  const response = await request.get(hero.webp);
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBeLessThanOrEqual(60 * 1024);
});
