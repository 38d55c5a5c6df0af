import type { Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { expect, expectNoAxeViolations, gotoImpatient, hydrated, test, withFallbackFont } from '@site/testing';
import { href, localizedPath, mainNavRouteIds, routes, toolNavRouteIds } from '@site/config/routes';
import { box, locales, siteConfig, text } from './helpers';

// The header's layout in geometry (no pixel comparisons): one row from 1024 px up, a menu
// button with a disclosure panel below, every link reachable without JavaScript, and every
// page's content on the logo's edge. In the fallback font, the wider one: whether Inter arrives
// in time is up to the machine's load (see withFallbackFont). A test walks one width class of a
// locale, a step per behaviour; a step that needs a fresh page opens it again in the same
// context. The suite's `test` stores essential consent first: the consent dialog would cover the page.

test.beforeEach(async ({ page }) => {
  await withFallbackFont(page);
});

const banner = (page: Page) => page.getByRole('banner');
const navigation = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: text(locale, 'Navigation', 'label') });
const navLinks = (page: Page, locale: Locale) =>
  [...mainNavRouteIds, 'logIn' as const].map((id) =>
    navigation(page, locale).getByRole('link', { name: text(locale, 'Navigation', id), exact: true }),
  );
const toolsSummary = (page: Page, locale: Locale) => navigation(page, locale).locator('summary', { hasText: text(locale, 'Navigation', 'tools') });
const toolLinks = (page: Page, locale: Locale) =>
  toolNavRouteIds.map((id) => navigation(page, locale).getByRole('link', { name: text(locale, 'Navigation', id), exact: true }));
const openAccount = (page: Page, locale: Locale) =>
  banner(page).getByRole('link', { name: text(locale, 'Navigation', 'openAccount'), exact: true });
const homeLink = (page: Page, locale: Locale) =>
  banner(page).getByRole('link', { name: text(locale, 'Navigation', 'home') });
const menuButton = (page: Page, locale: Locale) =>
  banner(page).getByRole('button', { name: text(locale, 'Navigation', 'menu') });
const localeSwitch = (page: Page, locale: Locale) =>
  banner(page).getByRole('link', { name: text(locale, 'LocaleSwitcher', 'switchToLabel') });
/** The menu panel's first entry: it opens the search dialog (search.spec.ts tests the dialog). */
const searchEntry = (page: Page, locale: Locale) =>
  navigation(page, locale).getByRole('button', { name: text(locale, 'Search', 'open'), exact: true });

/** Waits two frames, so a scroll the last input caused has been applied. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Opens home (or another page) at `width` px. */
async function open(page: Page, width: number, height: number, path: string) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
}

/** The boxes, left to right, do not overlap. */
function expectSideBySide(boxes: { x: number; width: number }[], where: string) {
  const sorted = [...boxes].sort((a, b) => a.x - b.x);
  for (let i = 1; i < sorted.length; i++) expect.soft(sorted[i]!.x, `${where}: item ${i} overlaps the one before`).toBeGreaterThanOrEqual(sorted[i - 1]!.x + sorted[i - 1]!.width);
}

/** 'Open account' is the bar's primary button, inside the bar; 'Log in' goes to the configured address (in the menu below 1024 px). */
async function expectOpenAccountAndLogIn(page: Page, locale: Locale, width: number) {
  await open(page, width, 844, href('jobs', locale));
  const cta = openAccount(page, locale);
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute('href', new RegExp(`/${locale.replace('-', '')}/`));
  expect((await box(cta)).y + (await box(cta)).height).toBeLessThanOrEqual((await box(banner(page))).height);
  if (width === 390) await menuButton(page, locale).click();
  await expect(navigation(page, locale).getByRole('link', { name: text(locale, 'Navigation', 'logIn'), exact: true })).toHaveAttribute('href', siteConfig.loginUrl);
}

for (const locale of locales) {
  test(`at 1024 and 1280 px the header is one row with 'Open account' as the primary button and 'Log in' to the configured address; primary buttons have one colour on every page and band (${locale})`, async ({ page }) => {
    test.slow(); // six page loads
    for (const width of [1024, 1280]) {
      await test.step(`one row at ${width} px`, async () => {
        const where = `${width} px`;
        await open(page, width, 800, href('home', locale));
        await expect(menuButton(page, locale)).toBeHidden();
        const links = navLinks(page, locale);
        const tops = await Promise.all([...links, toolsSummary(page, locale)].map(async (link) => (await box(link)).y));
        expect.soft(new Set(tops.map(Math.round)).size, `${where}: nav link tops ${tops.join(', ')}`).toBe(1);
        // Logo, links and language switch share one line: the bar is no taller than its tallest item.
        const items = [homeLink(page, locale), localeSwitch(page, locale), openAccount(page, locale), toolsSummary(page, locale), ...links];
        const boxes = await Promise.all(items.map(box));
        const bar = await box(banner(page));
        const tallest = Math.max(...boxes.map((b) => b.height));
        expect.soft(bar.height, `${where}: the bar's height`).toBeLessThan(tallest * 2);
        const middle = bar.y + bar.height / 2;
        for (const b of boxes) expect.soft(Math.abs(b.y + b.height / 2 - middle), `${where}: an item off the bar's middle`).toBeLessThan(2);
        // Nothing gave way to make room: the round logo is still round, the items do not overlap.
        const logo = await box(homeLink(page, locale).locator('svg'));
        expect.soft(Math.abs(logo.width - logo.height), `${where}: the logo is round`).toBeLessThan(1);
        expectSideBySide(boxes, where);
      });
    }

    await test.step('primary buttons have one colour on every page and band', async () => {
      const colours = new Set<string>();
      for (const id of ['home', 'investing', 'crowdinvesting', 'accounts'] as const) {
        // Home is still open from the step before, at 1280 px.
        if (id !== 'home') await page.goto(href(id, locale));
        for (const button of await page.locator('.ui-button--primary:visible').all()) {
          const dark = await button.evaluate((el) => ['StoneDark', 'Ocean'].includes(el.closest('[data-theme]')?.getAttribute('data-theme') ?? ''));
          if (!dark) colours.add(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
        }
      }
      expect.soft([...colours]).toEqual(['rgb(11, 93, 59)']);
    });

    await test.step("at 1280 px 'Open account' is the primary button and 'Log in' goes to the configured address", () =>
      expectOpenAccountAndLogIn(page, locale, 1280),
    );
  });

  test(`the tools are one keyboard disclosure in the header, closed by Escape, a click elsewhere, another overlay or the menu panel, also when opened before the scripts (${locale})`, async ({ page }) => {
    test.slow(); // four page loads
    const summary = toolsSummary(page, locale);
    const first = toolLinks(page, locale)[0]!;

    // The tools close as the APG disclosure pattern's menus do, once the script runs.
    await test.step('Escape closes them with the focus back on their summary, and so does a click elsewhere', async () => {
      await open(page, 1280, 800, href('home', locale));
      await summary.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(summary).toBeFocused();

      await summary.click();
      await expect(first).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('main').getByRole('heading', { level: 1 }).click();
      await expect(first).toBeHidden();
    });

    await test.step('another overlay closes them: search, the consent settings', async () => {
      await summary.click();
      await expect(first).toBeVisible();
      await banner(page).getByRole('button', { name: text(locale, 'Search', 'open') }).click();
      const search = page.getByRole('dialog', { name: text(locale, 'Search', 'title') });
      await expect(search).toBeVisible();
      await expect(first).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
      await expect(first).toBeHidden();

      await summary.click();
      await expect(first).toBeVisible();
      await page.getByRole('contentinfo').getByRole('button', { name: text(locale, 'Footer', 'cookieSettings') }).click();
      await expect(page.getByRole('dialog', { name: text(locale, 'Consent', 'settingsTitle') })).toBeVisible();
      await expect(first).toBeHidden();
    });

    await test.step('a keyboard disclosure: the list drops over the page, each link a full-size target', async () => {
      await open(page, 1280, 800, href('home', locale));
      for (const link of toolLinks(page, locale)) await expect(link).toBeHidden();
      await summary.focus();
      await page.keyboard.press('Enter');
      for (const link of toolLinks(page, locale)) await expect(link).toBeVisible();
      const summaryBox = await box(summary);
      for (const link of toolLinks(page, locale)) {
        const linkBox = await box(link);
        expect.soft(linkBox.y, 'under the summary').toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height - 1);
        expect.soft(linkBox.height, 'a full-size target').toBeGreaterThanOrEqual(44);
      }
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href(toolNavRouteIds[0]!, locale));
    });

    await test.step('open in the row, they close when the header turns into the menu panel', async () => {
      await open(page, 1280, 800, href('home', locale));
      await summary.click();
      await expect(first).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await menuButton(page, locale).click();
      await expect(summary).toBeVisible();
      await expect(first).toBeHidden();
    });

    await test.step('opened before the scripts, they stay open, and close on Escape once the scripts run', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const visit = await gotoImpatient(page, href('home', locale));
      await summary.click();
      await expect(first).toBeVisible();
      await visit.release();
      await hydrated(summary);
      await expect(first).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(summary).toBeFocused();
    });
  });

  test(`at 390 px the bar is one row and the menu button opens a disclosure panel that starts with search; Escape closes the tools, then the panel; choosing a link closes it and goes to its page; 'Open account' and 'Log in' (${locale})`, async ({ page }) => {
    test.slow(); // three page loads
    const button = menuButton(page, locale);
    const links = navLinks(page, locale);
    const summary = toolsSummary(page, locale);
    const first = toolLinks(page, locale)[0]!;
    await open(page, 390, 844, href('home', locale));

    await test.step('the bar is one row, inside the window', () => expectPhoneBar(page, locale, 390));

    await test.step('the menu button opens the navigation as a disclosure panel, starting with search', async () => {
      await expect(localeSwitch(page, locale)).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const controls = await button.getAttribute('aria-controls');
      await expect(page.locator(`nav[id="${controls}"]`)).toHaveAttribute('aria-label', text(locale, 'Navigation', 'label'));
      for (const link of links) await expect(link).toBeHidden();
      const bar = await box(banner(page));
      expect.soft(bar.height, 'the bar is one row above the page').toBeLessThan(100);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectMenuStartsWithSearch(page, locale);
      for (const link of links) await expect(link).toBeVisible();
      await expect(localeSwitch(page, locale)).toBeVisible();
      await expectNoAxeViolations(page);

      // The page behind does not scroll while the panel is open...
      await page.mouse.move(200, 600);
      await page.mouse.wheel(0, 800);
      await nextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      for (const link of links) await expect(link).toBeHidden();

      // ...and scrolls again once it is closed.
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    await test.step('in the menu panel the first Escape closes the tools, the next the panel; the panel opens with them closed', async () => {
      await button.click();
      await summary.click();
      await first.focus();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(summary).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      // Closed with the menu button while the tools are open: they do not come back open.
      await button.click();
      await summary.click();
      await expect(first).toBeVisible();
      await button.click();
      await button.click();
      await expect(summary).toBeVisible();
      await expect(first).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('choosing a link closes the panel', async () => {
      // Keeps the document, as the back button's page cache does, so the panel's own state shows.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
      await button.click();
      await links[3]!.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      for (const link of links) await expect(link).toBeHidden();
      await expect(page.locator('html')).not.toHaveAttribute('data-menu-open');
    });

    await test.step('choosing a link goes to its page', async () => {
      await page.goto(href('home', locale));
      await button.click();
      await summary.click();
      await toolLinks(page, locale).at(-1)!.click();
      await expect(page).toHaveURL(href(toolNavRouteIds.at(-1)!, locale));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step("'Open account' is the primary button and 'Log in' goes to the configured address", () =>
      expectOpenAccountAndLogIn(page, locale, 390),
    );
  });

  // A phone's bar holds the logo, 'Open account', the language switch and the menu button: one
  // row from 360 px, inside the window at 320 px; search is the first entry of the menu panel.
  test(`at 320 px the bar is inside the window, at 360 px one row, and the menu starts with search (${locale})`, async ({ page }) => {
    for (const width of [320, 360]) {
      await test.step(`${width} px`, async () => {
        await open(page, width, 800, href('home', locale));
        await expectPhoneBar(page, locale, width);
        await menuButton(page, locale).click();
        await expectMenuStartsWithSearch(page, locale);
      });
    }
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('at 390 and 1280 px every navigation link is visible and the menu button is not; the tools open without scripts', async ({ page }) => {
      for (const width of [390, 1280]) {
        await test.step(`${width} px`, async () => {
          await open(page, width, 844, href('home', locale));
          for (const link of navLinks(page, locale)) await expect(link).toBeVisible();
          await expect(menuButton(page, locale)).toBeHidden();
          await expect(localeSwitch(page, locale)).toBeVisible();
          await expect(openAccount(page, locale)).toBeVisible();
          for (const link of toolLinks(page, locale)) await expect(link).toBeHidden();
          await toolsSummary(page, locale).click();
          await toolLinks(page, locale)[0]!.click();
          await expect(page).toHaveURL(href(toolNavRouteIds[0]!, locale));
        });
      }
    });
  });
}

/** The phone's bar: every item inside the window, nothing overflowing; from 360 px one row of items side by side. */
async function expectPhoneBar(page: Page, locale: Locale, width: number) {
  const items = [homeLink(page, locale), openAccount(page, locale), localeSwitch(page, locale), menuButton(page, locale)];
  const boxes = await Promise.all(items.map(box));
  // The window's width without a scrollbar (headless Chromium draws one, a phone lays it over).
  const inside = await page.evaluate(() => document.documentElement.clientWidth);
  for (const b of boxes) expect.soft(b.x + b.width, `${width} px: inside the window`).toBeLessThanOrEqual(inside);
  expect.soft(await banner(page).evaluate((bar) => bar.scrollWidth), `${width} px: nothing in the bar overflows`).toBeLessThanOrEqual(inside);
  if (width >= 360) {
    const bar = await box(banner(page));
    expect.soft(bar.height, `${width} px: the bar is one row`).toBeLessThan(Math.max(...boxes.map((b) => b.height)) * 2);
    const middle = bar.y + bar.height / 2;
    for (const b of boxes) expect.soft(Math.abs(b.y + b.height / 2 - middle), `${width} px: an item off the bar's middle`).toBeLessThan(2);
    expectSideBySide(boxes, `${width} px`);
  }
}

/** Right after the menu button opened the panel: its first entry, search, has the focus, opens a dialog, is a full-size target inside the window, above every link. */
async function expectMenuStartsWithSearch(page: Page, locale: Locale) {
  const inside = await page.evaluate(() => document.documentElement.clientWidth);
  const entry = searchEntry(page, locale);
  await expect(entry).toBeFocused();
  await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
  const entryBox = await box(entry);
  expect.soft(entryBox.height, 'the search entry is a full-size target').toBeGreaterThanOrEqual(44);
  expect.soft(entryBox.x + entryBox.width, 'the search entry is inside the window').toBeLessThanOrEqual(inside);
  for (const link of navLinks(page, locale)) expect.soft((await box(link)).y, 'a link above the search entry').toBeGreaterThan(entryBox.y);
}

const alignedPages = [
  { kind: 'content page', path: routes.impact.path },
  { kind: 'tool page', path: routes.budgetCalculator.path },
  { kind: 'wide tool page', path: routes.bankComparison.path },
  { kind: 'system page', path: routes.genericError.path },
];

for (const width of [390, 1280, 1440]) {
  test(`a content, tool, wide tool and system page's content starts on the logo's edge at ${width} px`, async ({ page }) => {
    for (const { kind, path } of alignedPages) {
      await open(page, width, 900, localizedPath('en-EU', path));
      const logo = await box(homeLink(page, 'en-EU'));
      const headline = await box(page.getByRole('main').getByRole('heading', { level: 1 }));
      expect.soft(Math.abs(headline.x - logo.x), `${kind}: headline at ${headline.x}, logo at ${logo.x}`).toBeLessThan(1);
    }
  });
}
