import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { expect, expectNoAxeViolations, gotoImpatient, grantConsent, hydrated, test, withFallbackFont } from '@site/testing';
import { href, localizedPath, mainNavRouteIds, routes, toolNavRouteIds } from '@site/config/routes';
import { locales, siteConfig, text } from './helpers';

// The header's layout in geometry (no pixel comparisons): one row from 1024 px up, a menu
// button with a disclosure panel below, every link reachable without JavaScript, and every
// page's content on the logo's edge. In the fallback font, the wider one: whether Inter arrives
// in time is up to the machine's load (see withFallbackFont).

test.beforeEach(async ({ context, baseURL, page }) => {
  await grantConsent(context, baseURL!);
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

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Waits two frames, so a scroll the last input caused has been applied. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const locale of locales) {
  for (const width of [1024, 1280]) {
    test(`at ${width} px the header is one row (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(href('home', locale));
      await expect(menuButton(page, locale)).toBeHidden();
      const links = navLinks(page, locale);
      const tops = await Promise.all([...links, toolsSummary(page, locale)].map(async (link) => (await box(link)).y));
      expect(new Set(tops.map(Math.round)).size, `nav link tops ${tops.join(', ')}`).toBe(1);
      // Logo, links and language switch share one line: the bar is no taller than its tallest item.
      const items = [homeLink(page, locale), localeSwitch(page, locale), openAccount(page, locale), toolsSummary(page, locale), ...links];
      const boxes = await Promise.all(items.map(box));
      const bar = await box(banner(page));
      const tallest = Math.max(...boxes.map((b) => b.height));
      expect(bar.height).toBeLessThan(tallest * 2);
      const middle = bar.y + bar.height / 2;
      for (const b of boxes) expect(Math.abs(b.y + b.height / 2 - middle)).toBeLessThan(2);
      // Nothing gave way to make room: the round logo is still round, the items do not overlap.
      const logo = await box(homeLink(page, locale).locator('svg'));
      expect(Math.abs(logo.width - logo.height)).toBeLessThan(1);
      const sorted = [...boxes].sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.x).toBeGreaterThanOrEqual(sorted[i - 1]!.x + sorted[i - 1]!.width);
    });
  }

  test.describe(`at 390 px (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the navigation as a disclosure panel', async ({ page }) => {
      await page.goto(href('home', locale));
      const button = menuButton(page, locale);
      const links = navLinks(page, locale);
      await expect(localeSwitch(page, locale)).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const controls = await button.getAttribute('aria-controls');
      await expect(page.locator(`nav[id="${controls}"]`)).toHaveAttribute('aria-label', text(locale, 'Navigation', 'label'));
      for (const link of links) await expect(link).toBeHidden();
      const bar = await box(banner(page));
      expect(bar.height, 'the bar is one row above the page').toBeLessThan(100);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(searchEntry(page, locale)).toBeFocused();
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
    });

    test('choosing a link closes the panel', async ({ page }) => {
      await page.goto(href('home', locale));
      // Keeps the document, as the back button's page cache does, so the panel's own state shows.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
      await menuButton(page, locale).click();
      await navLinks(page, locale)[3]!.click();
      await expect(menuButton(page, locale)).toHaveAttribute('aria-expanded', 'false');
      for (const link of navLinks(page, locale)) await expect(link).toBeHidden();
      await expect(page.locator('html')).not.toHaveAttribute('data-menu-open');
    });

    test('choosing a link goes to its page', async ({ page }) => {
      await page.goto(href('home', locale));
      await menuButton(page, locale).click();
      await toolsSummary(page, locale).click();
      await toolLinks(page, locale).at(-1)!.click();
      await expect(page).toHaveURL(href(toolNavRouteIds.at(-1)!, locale));
      await expect(menuButton(page, locale)).toHaveAttribute('aria-expanded', 'false');
    });
  });

  // A phone's bar holds the logo, 'Open account', the language switch and the menu button: one
  // row from 360 px, inside the window at 320 px; search is the first entry of the menu panel.
  for (const width of [320, 360, 390]) {
    test(`at ${width} px the bar is ${width < 360 ? 'inside the window' : 'one row'}, and the menu starts with search (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(href('home', locale));
      const items = [homeLink(page, locale), openAccount(page, locale), localeSwitch(page, locale), menuButton(page, locale)];
      const boxes = await Promise.all(items.map(box));
      // The window's width without a scrollbar (headless Chromium draws one, a phone lays it over).
      const inside = await page.evaluate(() => document.documentElement.clientWidth);
      for (const b of boxes) expect(b.x + b.width, 'inside the window').toBeLessThanOrEqual(inside);
      expect(await banner(page).evaluate((bar) => bar.scrollWidth), 'nothing in the bar overflows').toBeLessThanOrEqual(inside);
      if (width >= 360) {
        const bar = await box(banner(page));
        expect(bar.height, 'the bar is one row').toBeLessThan(Math.max(...boxes.map((b) => b.height)) * 2);
        const middle = bar.y + bar.height / 2;
        for (const b of boxes) expect(Math.abs(b.y + b.height / 2 - middle)).toBeLessThan(2);
        const sorted = [...boxes].sort((a, b) => a.x - b.x);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.x).toBeGreaterThanOrEqual(sorted[i - 1]!.x + sorted[i - 1]!.width);
      }

      await menuButton(page, locale).click();
      const entry = searchEntry(page, locale);
      await expect(entry).toBeFocused();
      await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
      const entryBox = await box(entry);
      expect(entryBox.height).toBeGreaterThanOrEqual(44);
      expect(entryBox.x + entryBox.width).toBeLessThanOrEqual(inside);
      for (const link of navLinks(page, locale)) expect((await box(link)).y).toBeGreaterThan(entryBox.y);
    });
  }

  for (const width of [390, 1280]) {
    test.describe(`without JavaScript at ${width} px (${locale})`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: 844 } });

      test('every navigation link is visible and the menu button is not; the tools open without scripts', async ({ page }) => {
        await page.goto(href('home', locale));
        for (const link of navLinks(page, locale)) await expect(link).toBeVisible();
        await expect(menuButton(page, locale)).toBeHidden();
        await expect(localeSwitch(page, locale)).toBeVisible();
        await expect(openAccount(page, locale)).toBeVisible();
        for (const link of toolLinks(page, locale)) await expect(link).toBeHidden();
        await toolsSummary(page, locale).click();
        await toolLinks(page, locale)[0]!.click();
        await expect(page).toHaveURL(href(toolNavRouteIds[0]!, locale));
      });
    });
  }
}

for (const locale of locales) {
  for (const width of [390, 1280]) {
    test(`at ${width} px the bar keeps 'Open account' as the primary button, and 'Log in' goes to the configured address (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(href('jobs', locale));
      const cta = openAccount(page, locale);
      await expect(cta).toBeVisible();
      await expect(cta).toHaveAttribute('href', new RegExp(`/${locale.replace('-', '')}/`));
      expect((await box(cta)).y + (await box(cta)).height).toBeLessThanOrEqual((await box(banner(page))).height);
      if (width === 390) await menuButton(page, locale).click();
      await expect(navigation(page, locale).getByRole('link', { name: text(locale, 'Navigation', 'logIn'), exact: true })).toHaveAttribute('href', siteConfig.loginUrl);
    });
  }

  test(`the tools are one keyboard disclosure in the header (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(href('home', locale));
    const summary = toolsSummary(page, locale);
    for (const link of toolLinks(page, locale)) await expect(link).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    for (const link of toolLinks(page, locale)) await expect(link).toBeVisible();
    // The list drops over the page under its summary, each link a full-size target.
    const summaryBox = await box(summary);
    for (const link of toolLinks(page, locale)) {
      const linkBox = await box(link);
      expect(linkBox.y).toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height - 1);
      expect(linkBox.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Tab');
    await expect(toolLinks(page, locale)[0]!).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href(toolNavRouteIds[0]!, locale));
  });

  // The tools close as the APG disclosure pattern's menus do, once the script runs.
  test(`the tools close on Escape, with the focus back on their summary, and on a click elsewhere (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(href('home', locale));
    const summary = toolsSummary(page, locale);
    const first = toolLinks(page, locale)[0]!;
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

  test(`the tools close when another overlay opens: search, the consent settings (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(href('home', locale));
    const summary = toolsSummary(page, locale);
    const first = toolLinks(page, locale)[0]!;
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

  test(`in the menu panel the first Escape closes the tools, the next the panel; the panel opens with them closed (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(href('home', locale));
    const menu = menuButton(page, locale);
    const summary = toolsSummary(page, locale);
    const first = toolLinks(page, locale)[0]!;
    await menu.click();
    await summary.click();
    await first.focus();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(summary).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // Closed with the menu button while the tools are open: they do not come back open.
    await menu.click();
    await summary.click();
    await expect(first).toBeVisible();
    await menu.click();
    await menu.click();
    await expect(summary).toBeVisible();
    await expect(first).toBeHidden();
  });

  test(`the tools open in the row close when the header turns into the menu panel (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(href('home', locale));
    await toolsSummary(page, locale).click();
    await expect(toolLinks(page, locale)[0]!).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await menuButton(page, locale).click();
    await expect(toolsSummary(page, locale)).toBeVisible();
    await expect(toolLinks(page, locale)[0]!).toBeHidden();
  });

  test(`the tools opened before the scripts stay open, and close on Escape once they run (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const visit = await gotoImpatient(page, href('home', locale));
    await toolsSummary(page, locale).click();
    await expect(toolLinks(page, locale)[0]!).toBeVisible();
    await visit.release();
    await hydrated(toolsSummary(page, locale));
    await expect(toolLinks(page, locale)[0]!).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toolLinks(page, locale)[0]!).toBeHidden();
    await expect(toolsSummary(page, locale)).toBeFocused();
  });

  test(`primary buttons have one colour on every page and band (${locale})`, async ({ page }) => {
    const colours = new Set<string>();
    for (const id of ['home', 'investing', 'crowdinvesting', 'accounts'] as const) {
      await page.goto(href(id, locale));
      for (const button of await page.locator('.ui-button--primary:visible').all()) {
        const dark = await button.evaluate((el) => ['StoneDark', 'Ocean'].includes(el.closest('[data-theme]')?.getAttribute('data-theme') ?? ''));
        if (!dark) colours.add(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
      }
    }
    expect([...colours]).toEqual(['rgb(11, 93, 59)']);
  });
}

const alignedPages = [
  { kind: 'content page', path: routes.impact.path },
  { kind: 'tool page', path: routes.budgetCalculator.path },
  { kind: 'wide tool page', path: routes.bankComparison.path },
  { kind: 'system page', path: routes.genericError.path },
];

for (const width of [390, 1280, 1440]) {
  for (const { kind, path } of alignedPages) {
    test(`the ${kind}'s content starts on the logo's edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localizedPath('en-EU', path));
      const logo = await box(homeLink(page, 'en-EU'));
      const headline = await box(page.getByRole('main').getByRole('heading', { level: 1 }));
      expect(Math.abs(headline.x - logo.x), `headline at ${headline.x}, logo at ${logo.x}`).toBeLessThan(1);
    });
  }
}
