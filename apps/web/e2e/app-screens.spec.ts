// The app's screens (@site/app-screens, drawn at build time) where the pages show the product:
// home ('How it works', one whole screen per step, and the account section), the accounts page,
// the 404 and the system pages. Each is a plain <picture> in the page's HTML with its alt text in
// the page's language, its size set (nothing moves when it arrives), a 2x rendering in its
// srcset, lazy loading, and it loads, after the scripts or without them.
import type { Locator, Page } from '@playwright/test';
import type { AppScreenId } from '@site/app-screens';
import { expect, gotoImpatient, test } from '@site/testing';
import { href, localizedPath, routes } from '@site/config/routes';
import { locales, type Locale } from '@site/i18n';
import { appScreenAlts } from './appScreens';
import { text } from './helpers';

interface ScreenPage {
  name: string;
  path: (locale: Locale) => string;
  screens: AppScreenId[];
  /** The system pages show their screen beside the column from the mid breakpoint only. */
  width: number;
  /** Where the screen is the page's largest element (LCP): loaded at once with high priority. */
  lcp?: AppScreenId;
  /** ...and preloaded from the head, for the widths that show it (the 404's too: its view is in the 404 page's data only). */
  preloaded?: boolean;
}

const screenPages: ScreenPage[] = [
  { name: 'home', path: (locale) => href('home', locale), screens: ['account', 'card', 'impact', 'transfer'], width: 390 },
  { name: 'home', path: (locale) => href('home', locale), screens: ['account', 'card', 'impact', 'transfer'], width: 1280 },
  { name: 'accounts', path: (locale) => href('accounts', locale), screens: ['account', 'card'], width: 390 },
  { name: 'accounts', path: (locale) => href('accounts', locale), screens: ['account', 'card'], width: 1280 },
  { name: '404', path: (locale) => localizedPath(locale, '/no-such-page/'), screens: ['impact'], width: 1280, lcp: 'impact', preloaded: true },
  { name: 'password reset', path: (locale) => localizedPath(locale, routes.passwordReset.path), screens: ['account'], width: 1280, lcp: 'account', preloaded: true },
];

/** The attributes and loading state of a screen's <img> and the srcset of its webp <source>. */
const screenFacts = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute('src'),
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
    loading: el.getAttribute('loading'),
    webp: el.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? null,
    fetchpriority: el.getAttribute('fetchpriority'),
    radius: getComputedStyle(el).borderTopLeftRadius,
  }));

/** Brings the screen into view as a visitor would: a slide of 'How it works' by its next button. */
async function reveal(page: Page, img: Locator, locale: Locale) {
  const slide = page.locator('.slideshow__slide').filter({ has: img });
  if ((await slide.count()) > 0) {
    const next = page.getByRole('button', { name: text(locale, 'HowItWorks', 'next') });
    await slide.scrollIntoViewIfNeeded();
    for (let i = 0; i < 3 && !(await img.evaluate((el) => el.closest('[aria-current="true"]') !== null)); i++) await next.click();
  }
  await img.scrollIntoViewIfNeeded();
}

/** The screens of a page at its width: alt, size, 2x, loading, shown at their proportions once in view; preloaded only where one is the LCP. */
async function expectScreens(page: Page, spec: ScreenPage, locale: Locale, alts: Record<AppScreenId, string>) {
  await page.setViewportSize({ width: spec.width, height: 900 });
  await page.goto(spec.path(locale));
  for (const screen of spec.screens) {
    const where = `${screen} on ${spec.name} at ${spec.width} px`;
    const img = page.getByRole('main').getByRole('img', { name: alts[screen], exact: true });
    await expect(img, where).toHaveCount(1);
    const facts = await screenFacts(img);
    expect.soft(facts, where).toMatchObject({
      width: '240',
      height: '492',
      loading: spec.lcp === screen ? 'eager' : 'lazy',
      fetchpriority: spec.lcp === screen ? 'high' : null,
    });
    expect.soft(facts.src, where).toMatch(new RegExp(`^/app-screens/${screen}-${locale}-[0-9a-f]{10}-240\\.jpg$`));
    expect.soft(facts.webp, where).toMatch(new RegExp(`^/app-screens/${screen}-${locale}-\\w+-240\\.webp 240w, /app-screens/${screen}-${locale}-\\w+-480\\.webp 480w$`));
    // The phone's rounded corners clip the picture and its placeholder.
    expect.soft(parseFloat(facts.radius), where).toBeGreaterThan(0);
    await reveal(page, img, locale);
    await expect(img, where).toBeInViewport();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { message: `${where} loads` }).toBeGreaterThan(0);
    expect.soft(await img.evaluate((el: HTMLImageElement) => el.currentSrc), where).toMatch(/\.webp$/);
    // Shown at its own proportions: the box is the picture's aspect ratio, so nothing is cut or stretched.
    const box = (await img.boundingBox())!;
    expect.soft(box.height / box.width, where).toBeCloseTo(492 / 240, 1);
  }
  // Preloaded only where a screen is the page's LCP element, and then only for the screens that show it.
  const preloads = page.locator('head link[rel="preload"][as="image"][imagesrcset*="/app-screens/"]');
  if (spec.preloaded) {
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute('imagesrcset', new RegExp(`^/app-screens/${spec.lcp}-${locale}-\\w+-240\\.webp 240w, `));
    await expect(preloads).toHaveAttribute('fetchpriority', 'high');
    await expect(preloads).toHaveAttribute('media', '(min-width: 59.375rem)');
  } else {
    await expect(preloads, spec.name).toHaveCount(0);
  }
}

/** The drawings the screens replaced: the 404's and the system pages' hero drawing. */
const expectNoHeroDrawing = (page: Page) => expect(page.locator('main img[src*="img-hero-home"]'), page.url()).toHaveCount(0);

for (const locale of locales) {
  test(`home shows account, card, impact, transfer at 390 and 1280 px, with alt text, size and 2x, loaded; the drawings they replace are gone (${locale})`, async ({ page }) => {
    // Four screens, three of them in the slideshow, each waited for on a shared machine; twice.
    test.slow();
    const alts = await appScreenAlts(locale);
    for (const spec of screenPages.filter((candidate) => candidate.name === 'home')) {
      await test.step(`${spec.width} px`, () => expectScreens(page, spec, locale, alts));
    }
    // The coins of the account section and the CSS phone of 'How it works'.
    await expect(page.locator('main img[src*="img-section-account"]')).toHaveCount(0);
    await expect(page.locator('main .phone')).toHaveCount(0);
  });

  test(`on a phone the system pages leave their screen out and never load it; accounts, the 404 and the password reset show theirs, and the drawings are gone (${locale})`, async ({ page }) => {
    test.slow(); // five pages
    await test.step('the 404 at 390 px leaves its screen out', async () => {
      // The first page of the test: nothing of the screens is cached yet.
      await page.setViewportSize({ width: 390, height: 844 });
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/app-screens/')) requested.push(request.url());
      });
      await page.goto(localizedPath(locale, '/no-such-page/'));
      const img = page.getByRole('main').locator('img[src^="/app-screens/"]');
      await expect(img).toHaveCount(1);
      await expect(img).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
    });
    const alts = await appScreenAlts(locale);
    for (const spec of screenPages.filter((candidate) => candidate.name !== 'home')) {
      await test.step(`${spec.name} at ${spec.width} px`, async () => {
        await expectScreens(page, spec, locale, alts);
        if (spec.name !== 'accounts') await expectNoHeroDrawing(page);
      });
    }
  });

  test(`the screens are in the pages' HTML and load before any script has run (${locale})`, async ({ page }) => {
    test.slow(); // four pages
    const alts = await appScreenAlts(locale);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const spec of screenPages.filter((candidate) => candidate.width === 1280)) {
      const visit = await gotoImpatient(page, spec.path(locale));
      for (const screen of spec.screens) {
        const img = page.getByRole('main').getByRole('img', { name: alts[screen], exact: true });
        await expect(img).toHaveAttribute('width', '240');
        await expect(img).toHaveAttribute('height', '492');
        // A later slide of 'How it works' is off to the side until the carousel moves (a script).
        const laterSlide = await img.evaluate((el) => {
          const slide = el.closest('.slideshow__slide');
          return slide !== null && slide.previousElementSibling !== null;
        });
        if (laterSlide) continue;
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { message: `${screen} on ${spec.name}` }).toBeGreaterThan(0);
      }
      expect(visit.heldScripts(), spec.name).toBeGreaterThan(0);
      await visit.release();
    }
  });
}
