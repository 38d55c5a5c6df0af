import type { Locator, Page } from '@playwright/test';
import { expect, test, withFallbackFont } from '@site/testing';
import { space } from '@site/theme';
import type { Locale } from '@site/i18n';
import { localizedPath, routes } from '@site/config/routes';
import { box, locales, text } from './helpers';
import { content } from './pages/content';

// What the screenshots of `pnpm screenshots` showed, kept as geometry (no pixel comparisons):
// nothing wider than a phone, the page's rhythm at the white sections, and no white strip
// between a page's last themed band and the footer. In the fallback font, the wider one: whether
// Inter arrives in time is up to the machine's load (see withFallbackFont). One test per page and
// locale: the page is opened at each width it is checked at (a load at that width, not a resize),
// and every check reports on its own (expect.soft), so one failure does not hide the others.
// The suite's `test` stores essential consent first: the consent dialog would cover the page.

test.beforeEach(async ({ page }) => {
  await withFallbackFont(page);
});

/** Top edge of a band's heading minus the band's top edge: the band's own spacing above. */
async function spaceAboveHeading(band: Locator) {
  const [outer, heading] = await Promise.all([box(band), box(band.getByRole('heading', { level: 2 }).first())]);
  return heading.y - outer.y;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const rem = (value: string) => parseFloat(value) * 16;

/** Opens `path` at `width` px, with reduced motion where a check reads figures the count-up would still be drawing. */
async function open(page: Page, path: string, width: number, reducedMotion: 'reduce' | null = null) {
  await page.emulateMedia({ reducedMotion });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

/** The tops of the plans' names, wherever the popular plan's badge is. */
async function planNameTops(names: string[], nameOf: (name: string) => Locator) {
  return Promise.all(names.map(async (name) => Math.round((await box(nameOf(name))).y)));
}

// Home: the white sections keep the themed bands' spacing; its last themed band meets the footer.
async function expectHomeRhythm(page: Page, locale: Locale, width: number) {
  const plans = region(page, text(locale, 'HomePage', 'plansHeading'));
  const impact = region(page, text(locale, 'HomePage', 'impactHeading'));
  const bandSpace = await spaceAboveHeading(plans);
  // 'How it works' follows the plans band, the reviews follow the impact band.
  for (const [before, name] of [
    [plans, text(locale, 'HowItWorks', 'heading')],
    [impact, text(locale, 'Reviews', 'heading')],
  ] as const) {
    const previous = await box(before);
    const heading = await box(region(page, name).getByRole('heading', { level: 2 }));
    const gap = heading.y - (previous.y + previous.height);
    expect.soft(Math.abs(gap - bandSpace), `${width} px: '${name}' starts ${gap} px below the band, bands use ${bandSpace} px`).toBeLessThan(1);
  }
  const lastBand = page.locator('main > [data-theme]').last();
  const [band, footer] = await Promise.all([box(lastBand), box(page.getByRole('contentinfo'))]);
  expect.soft(Math.abs(footer.y - (band.y + band.height)), `${width} px: white strip above the footer`).toBeLessThan(1);
}

// Home's impact figures: a balanced grid (as many cards per row, of one height and width, each figure on one line).
async function expectBalancedImpactGrid(page: Page, locale: Locale, width: number) {
  const groups = await region(page, text(locale, 'HomePage', 'impactHeading')).getByRole('list').all();
  expect.soft(groups.length, `${width} px: impact groups`).toBeGreaterThan(0);
  const widths: number[] = [];
  for (const group of groups) {
    const cards = await group.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const { y, width, height } = item.getBoundingClientRect();
        // The figure as shown (the count-up), one box per line it takes.
        const figureLines = item.querySelector('[aria-hidden="true"]')!.getClientRects().length;
        return { y: Math.round(y), width, height, figureLines, text: item.textContent };
      }),
    );
    const rows = [...new Set(cards.map((card) => card.y))].map((y) => cards.filter((card) => card.y === y));
    expect.soft(new Set(rows.map((row) => row.length)).size, `${width} px: cards per row: ${rows.map((row) => row.length).join(', ')}`).toBe(1);
    for (const row of rows) {
      const heights = row.map((card) => card.height);
      expect.soft(Math.max(...heights) - Math.min(...heights), `${width} px: cards of one row differ in height`).toBeLessThan(1);
    }
    expect.soft(cards.filter((card) => card.figureLines !== 1).map((card) => card.text), `${width} px: figures on more than one line`).toEqual([]);
    widths.push(...cards.map((card) => card.width));
  }
  expect.soft(Math.max(...widths) - Math.min(...widths), `${width} px: cards of different widths`).toBeLessThan(1);
}

for (const locale of locales) {
  // Pages with long German words in narrow places: the imprint's labels, the fund facts, tables,
  // the home hero's deposit notice ('Finanzdienstleistungsaufsicht'), a legal page's h1
  // ('Datenschutzhinweise'). WCAG 1.4.10: content reflows at 320 px without scrolling sideways.
  test(`pages are no wider than a 320 or 390 px phone (${locale})`, async ({ page }) => {
    test.slow(); // twelve page loads
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/', '/legal/imprint/', '/legal/app-privacy/', '/investing/', '/accounts/', '/jobs/']) {
        await page.goto(localizedPath(locale, path));
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect.soft(scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      }
    }
  });

  test(`home keeps its rhythm, its picture, its plan names and its impact grid from 390 to 1440 px (${locale})`, async ({ page }) => {
    test.slow(); // six page loads
    const home = localizedPath(locale, '/');
    for (const width of [390, 1280]) {
      await test.step(`white sections and the footer at ${width} px`, async () => {
        await open(page, home, width);
        await expectHomeRhythm(page, locale, width);
        if (width !== 1280) return;
        // The plan cards start their names at one height, wherever the popular plan's badge is.
        const names = (await content(locale)).accountPlans.map((plan) => plan.name);
        const plans = region(page, text(locale, 'HomePage', 'plansHeading'));
        const tops = await planNameTops(names, (name) => plans.getByRole('heading', { level: 3, name, exact: true }));
        expect.soft(new Set(tops).size, `plan name tops ${tops.join(', ')}`).toBe(1);
      });
    }

    await test.step('at 768 px a section picture below its text is centred and at most 32rem wide', async () => {
      await open(page, home, 768);
      const hero = page.getByRole('main').locator('section').first();
      const [picture, heading] = await Promise.all([box(hero.locator('picture')), box(hero.getByRole('heading', { level: 1 }))]);
      expect.soft(picture.width).toBeLessThanOrEqual(rem('32rem') + 1);
      // The content's right edge mirrors the heading's left one inside main (the scrollbar's
      // reserved gutter is not part of it).
      const main = await box(page.getByRole('main'));
      const contentRight = main.x + main.width - (heading.x - main.x);
      expect.soft(Math.abs(picture.x - heading.x - (contentRight - (picture.x + picture.width)))).toBeLessThan(2);
    });

    for (const width of [1024, 1280, 1440]) {
      await test.step(`the impact figures are a balanced grid at ${width} px`, async () => {
        await open(page, home, width, 'reduce');
        await expectBalancedImpactGrid(page, locale, width);
      });
    }
  });

  test(`every impact figure stays inside its card at 1280 and 1440 px (${locale})`, async ({ page }) => {
    for (const width of [1280, 1440]) {
      await open(page, localizedPath(locale, '/impact/'), width, 'reduce');
      const cards = page.getByRole('main').getByRole('listitem');
      expect.soft(await cards.count(), `${width} px: cards`).toBeGreaterThan(8);
      const overflowing = await cards.evaluateAll((items) =>
        items.filter((item) => item.scrollWidth > item.clientWidth).map((item) => item.textContent),
      );
      expect.soft(overflowing, `${width} px: figures wider than their card`).toEqual([]);
    }
  });

  test(`the crowdinvesting rounds are spaced from the bands around them at 390 and 1280 px (${locale})`, async ({ page }) => {
    for (const [width, bandSpace] of [
      [390, space.xl],
      [1280, space.xxl],
    ] as const) {
      await open(page, localizedPath(locale, '/crowdinvesting/'), width);
      const rounds = page.getByRole('main').getByRole('article');
      const intro = page.getByRole('main').locator('[data-theme]').first();
      const signup = page.getByRole('main').locator('[data-theme]').last();
      const [introBox, first, last, signupBox] = await Promise.all([box(intro), box(rounds.first()), box(rounds.last()), box(signup)]);
      expect.soft(first.y - (introBox.y + introBox.height), `${width} px: below the intro`).toBeGreaterThanOrEqual(rem(bandSpace) - 1);
      expect.soft(signupBox.y - (last.y + last.height), `${width} px: above the sign-up`).toBeGreaterThanOrEqual(rem(bandSpace) - 1);
    }
  });

  test(`the account comparison's plan names are at one height at 390 and 1440 px (${locale})`, async ({ page }) => {
    const names = (await content(locale)).accountPlans.map((plan) => plan.name);
    for (const width of [390, 1440]) {
      await open(page, localizedPath(locale, '/accounts/'), width);
      const tops = await planNameTops(names, (name) => page.getByRole('columnheader').getByText(name, { exact: true }));
      expect.soft(new Set(tops).size, `${width} px: plan name tops ${tops.join(', ')}`).toBe(1);
    }
  });
}

// The system pages: the content in a themed band that fills the first screen from the header to
// the footer (the account pages, whose state their script sets), or that ends under its content
// (the 404, whose content never changes: no empty colour under its buttons), the band's picture
// beside the column on a wide screen.
const systemPages = [
  { name: 'already registered', path: (locale: Locale) => localizedPath(locale, routes.alreadyRegistered.path), fits: false },
  { name: 'password reset', path: (locale: Locale) => `${localizedPath(locale, routes.passwordReset.path)}#reset-1d-anna`, fits: false },
  { name: 'not found', path: (locale: Locale) => `/${locale}/does-not-exist/`, fits: true },
];

for (const locale of locales) {
  test(`the system pages fill the first screen with their themed band, the 404 ends it under its content, at 390 and 1280 px (${locale})`, async ({ page }) => {
    test.slow(); // six page loads
    for (const { name, path, fits } of systemPages) {
      for (const width of [390, 1280]) {
        await test.step(`${name} at ${width} px`, async () => {
          const where = `${name} at ${width} px`;
          await open(page, path(locale), width);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          const band = page.locator('main > [data-theme]');
          await expect(band).toHaveCount(1);
          const [bandBox, header, footer, heading] = await Promise.all([
            box(band),
            box(page.getByRole('banner')),
            box(page.getByRole('contentinfo')),
            box(page.getByRole('main').getByRole('heading', { level: 1 })),
          ]);
          expect.soft(Math.abs(bandBox.y - (header.y + header.height)), `${where}: strip between header and band`).toBeLessThan(1);
          expect.soft(Math.abs(footer.y - (bandBox.y + bandBox.height)), `${where}: strip between band and footer`).toBeLessThan(1);
          if (fits) {
            const actions = await box(band.getByRole('link').last());
            const picture = band.locator('picture');
            const pictureBottom = (await picture.isVisible()) ? (await box(picture)).y + (await box(picture)).height : 0;
            const padding = parseFloat(await band.evaluate((el) => getComputedStyle(el).paddingBottom));
            const below = bandBox.y + bandBox.height - Math.max(actions.y + actions.height, pictureBottom);
            expect.soft(below, `${where}: empty colour under the buttons`).toBeLessThanOrEqual(padding + 1);
          } else {
            expect.soft(footer.y, `${where}: the footer is not on the first screen`).toBeGreaterThanOrEqual(900);
          }
          expect.soft(heading.y, `${where}: the heading is inside the band`).toBeGreaterThan(bandBox.y);
          const picture = band.locator('picture');
          if (width < 950) {
            await expect.soft(picture, `${where}: no picture`).toBeHidden();
          } else {
            const [pictureBox, column] = await Promise.all([box(picture), box(band.locator('h1').locator('..'))]);
            expect.soft(pictureBox.x, `${where}: the picture stands beside the column`).toBeGreaterThanOrEqual(column.x + column.width);
            expect.soft(pictureBox.y + pictureBox.height, `${where}: the picture is on the first screen`).toBeLessThanOrEqual(900);
          }
        });
      }
    }
  });
}
