import type { Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { getContent } from '@site/content';
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { href, routeList, routes } from '@site/config/routes';
import { detailHref } from '../src/lib/detailRoutes';
import { box, locales, text } from './helpers';

// Site search (docs/decisions.md, "Site search"): the header's control opens a dialog that loads
// Pagefind and the page locale's index only then; the index holds the sitemap's pages, each in
// its own language, and none of the header, footer or consent dialog. A test walks one way into
// search of a locale (a wide screen, a phone, no JavaScript), a step per behaviour; a step that
// needs a fresh page opens it again in the same context. The suite's `test` stores essential
// consent first: the consent dialog would cover the page.

const control = (page: Page, locale: Locale) => page.getByRole('banner').getByRole('button', { name: text(locale, 'Search', 'open') });
const dialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: text(locale, 'Search', 'title') });
const field = (page: Page, locale: Locale) => dialog(page, locale).getByRole('searchbox', { name: text(locale, 'Search', 'inputLabel') });
const status = (page: Page, locale: Locale) => dialog(page, locale).getByRole('status');
const resultLinks = (page: Page, locale: Locale) => dialog(page, locale).getByRole('list').getByRole('link');

/** Searches for `query` and waits for the announced count; returns the result links' paths. */
async function search(page: Page, locale: Locale, query: string): Promise<string[]> {
  await field(page, locale).fill(query);
  await expect(status(page, locale)).toContainText(`${query}`);
  return resultLinks(page, locale).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** Words the search of each locale is tried with. */
const queries = {
  // A word only pages of the locale have; 'account' on en-EU finds no German page.
  ownLanguage: { 'de-DE': 'Kündigung', 'en-EU': 'account' },
  // A highlight is a word of the query, whole, in the page's language: never a fragment of it.
  highlighted: { 'de-DE': ['Konto'], 'en-EU': ['fund', 'account'] },
  // Words of both languages long enough to need the dialog's whole width on a phone.
  long: { 'de-DE': ['Fonds', 'Finanzdienstleistungsaufsicht'], 'en-EU': ['fund', 'sustainability'] },
} as const;

/** At `width` px with results for long words: the field and its buttons stay in view, nothing in the dialog is wider than it. */
async function expectDialogFits(page: Page, locale: Locale, width: number) {
  for (const query of queries.long[locale]) {
    const paths = await search(page, locale, query);
    expect(paths.length, query).toBeGreaterThan(0);
    const inside = await page.evaluate(() => document.documentElement.clientWidth);
    const [fieldBox, closeBox] = await Promise.all([box(field(page, locale)), box(dialog(page, locale).getByRole('button', { name: text(locale, 'Search', 'close') }))]);
    expect.soft(fieldBox.x + fieldBox.width, `${width} px, ${query}: the field's right edge`).toBeLessThanOrEqual(inside);
    expect.soft(closeBox.x + closeBox.width, `${width} px, ${query}: the close button's right edge`).toBeLessThanOrEqual(inside);
    const overflow = await dialog(page, locale).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect.soft(overflow, `${width} px, ${query}: nothing in the dialog is wider than it`).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
}

for (const locale of locales) {
  test(`search in the header: loaded when opened, the locale's index of indexable pages only, whole words marked, keyboard, offline and retry, a job's title finds that job (${locale})`, async ({ page, context }) => {
    test.slow(); // three pages, a dozen searches

    await test.step('a page loads nothing of search until it is opened, then the search engine and the index of its language', async () => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(href('home', locale));
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);

      await control(page, locale).click();
      await expect(dialog(page, locale)).toBeVisible();
      await expect(field(page, locale)).toBeFocused();
      await field(page, locale).fill('IBAN');
      await expect(status(page, locale)).toContainText('IBAN');
      expect(requested).toContain('/pagefind/pagefind.js');
      // The index of the page's own language only.
      const indexes = requested.filter((path) => path.endsWith('.pf_meta'));
      expect(indexes.length).toBeGreaterThan(0);
      for (const path of indexes) expect(path).toContain(`/pagefind.${locale.toLowerCase()}`);
    });

    await test.step(`'${queries.ownLanguage[locale]}' finds pages of ${locale} only`, async () => {
      const paths = await search(page, locale, queries.ownLanguage[locale]);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect.soft(path.startsWith(`/${locale}/`), path).toBe(true);
    });

    for (const query of queries.highlighted[locale]) {
      await test.step(`'${query}' marks only words that begin with it`, async () => {
        await search(page, locale, query);
        const marks = await dialog(page, locale).locator('mark').allTextContents();
        expect(marks.length).toBeGreaterThan(0);
        for (const mark of marks) expect.soft(mark.toLocaleLowerCase(locale), mark).toMatch(new RegExp(`^${query.toLowerCase()}[\\p{L}'’]*$`, 'u'));
      });
    }

    await test.step('only pages search engines may index are found, without the header, footer or consent dialog', async () => {
      const unindexed = routeList.filter((route) => !route.indexable).map((route) => href(route.id, locale));
      // A system page's own text, and texts of the frame every page carries.
      for (const query of [
        text(locale, 'AlreadyRegistered', 'title'),
        text(locale, 'PartnerLinkExpired', 'title'),
        text(locale, 'Navigation', 'logIn'),
        text(locale, 'Consent', 'title'),
      ]) {
        const paths = await search(page, locale, query);
        for (const path of paths) expect.soft(unindexed.some((noindex) => path.startsWith(noindex)), `${query}: ${path}`).toBe(false);
      }
    });

    if (locale === 'en-EU') {
      await test.step("'Konto' on en-EU finds nothing: no English page has the word, and 'Tobias K.' is no match", async () => {
        const paths = await search(page, locale, 'Konto');
        expect(paths).toEqual([]);
        await expect(dialog(page, locale).getByText(text(locale, 'Search', 'noResultsHelp'))).toBeVisible();
      });
    }

    await test.step('Escape closes the dialog and the focus returns to the control; the count is announced', async () => {
      await page.goto(href('impact', locale));
      const button = control(page, locale);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(field(page, locale)).toBeFocused();
      await page.keyboard.type('Nachhaltig sustainable');
      await expect(status(page, locale)).toHaveText(/\d|„|“/);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page, locale)).toBeHidden();
      await expect(button).toBeFocused();
      // Space opens it too, as on any button; the close button closes it.
      await page.keyboard.press('Space');
      await expect(field(page, locale)).toBeFocused();
      await dialog(page, locale).getByRole('button', { name: text(locale, 'Search', 'close') }).click();
      await expect(dialog(page, locale)).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('opened while the connection is down it says so, and once it is back a job\'s title finds that job', async () => {
      const job = (await getContent(locale)).jobs[0]!;
      const engine: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/pagefind/pagefind.js') engine.push(url.search);
      });
      await page.goto(href('jobs', locale));
      // The dialog's own chunk arrives; then the connection drops before Pagefind can load.
      await page.route('**/pagefind/pagefind.js*', async (route) => {
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      await control(page, locale).click();
      const alert = dialog(page, locale).getByRole('alert');
      await expect(alert).toContainText(text(locale, 'Search', 'error'));
      await page.unrouteAll();
      await context.setOffline(false);
      await alert.getByRole('button', { name: text(locale, 'Search', 'retry') }).click();
      const paths = await search(page, locale, job.name);
      expect(paths).toContain(detailHref('job', job.slug, locale));
      for (const path of paths) expect(path.startsWith(`/${locale}/`)).toBe(true);
      // The retry asks for a URL the module map has not seen: a browser may keep the failed fetch
      // and answer the same URL's import() with it, without a request (Chromium 150 did).
      expect(engine[0]).toBe('');
      expect(engine.slice(1)).toEqual([expect.stringMatching(/^\?retry=\d+-\d+$/)]);
      await resultLinks(page, locale).filter({ hasText: job.name }).first().click();
      await expect(page).toHaveURL(detailHref('job', job.slug, locale));
    });
  });

  // A phone's bar has no room for the icon: search is the menu panel's first entry, and its
  // dialog is the page's (rendered into <body>), not the panel's. The dialog is as wide as a
  // 320 px phone at most, whatever its results hold.
  test(`on a phone search is the menu's first entry: a job's title finds that job, Escape returns to the entry, and the dialog with results fits 390 and 320 px (${locale})`, async ({ page }) => {
    test.slow(); // two pages, several searches, two axe runs
    await test.step('at 390 px', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const job = (await getContent(locale)).jobs[1]!;
      const menu = page.getByRole('banner').getByRole('button', { name: text(locale, 'Navigation', 'menu') });
      await page.goto(href('home', locale));
      await expect(control(page, locale)).toBeHidden();
      await menu.focus();
      await page.keyboard.press('Enter');
      const entry = control(page, locale);
      await expect(entry).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field(page, locale)).toBeFocused();
      expect(await dialog(page, locale).evaluate((element) => element.parentElement === document.body)).toBe(true);
      const paths = await search(page, locale, job.name);
      expect(paths).toContain(detailHref('job', job.slug, locale));
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog(page, locale)).toBeHidden();
      await expect(entry).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // The next Escape closes the menu, as it always does.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      // By touch: the dialog with results for long words fits, and a result goes to its page.
      await menu.click();
      await control(page, locale).click();
      await expectDialogFits(page, locale, 390);
      await search(page, locale, job.name);
      await resultLinks(page, locale).filter({ hasText: job.name }).first().click();
      await expect(page).toHaveURL(detailHref('job', job.slug, locale));
    });

    await test.step('at 320 px the dialog with results fits the window', async () => {
      await page.setViewportSize({ width: 320, height: 844 });
      await page.goto(href('home', locale));
      await page.getByRole('banner').getByRole('button', { name: text(locale, 'Navigation', 'menu') }).click();
      await control(page, locale).click();
      await expectDialogFits(page, locale, 320);
    });
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the control is a link to the search page, which explains and links the sitemap; at 390 px the menu's search entry is that link", async ({ page }) => {
      await test.step('at 390 px', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(href('home', locale));
        const entry = page.getByRole('navigation', { name: text(locale, 'Navigation', 'label') }).getByRole('link', { name: text(locale, 'Search', 'open'), exact: true });
        await entry.click();
        await expect(page).toHaveURL(href('search', locale));
      });

      await test.step('at 1280 px', async () => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(href('home', locale));
        await page.getByRole('banner').getByRole('link', { name: text(locale, 'Search', 'open') }).click();
        await expect(page).toHaveURL(href('search', locale));
        await expect(page.getByText(text(locale, 'SearchPage', 'needsJavaScript'))).toBeVisible();
        await expect(page.getByText(text(locale, 'SearchPage', 'withJavaScript'))).toBeHidden();
        await expect(page.getByRole('link', { name: text(locale, 'SearchPage', 'sitemap') })).toHaveAttribute('href', '/sitemap.xml');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        expect(routes.search.indexable).toBe(false);
      });
    });
  });
}

/**
 * Every page of the locale's index: its indexed text, as Pagefind keeps it (the excerpts are cut
 * from it), and the words of the same page's `<main>` in its HTML, where a word ends at white
 * space and at every element's edge. Read on the search page, which loads Pagefind as the dialog does.
 */
async function indexedPages(page: Page, locale: Locale) {
  await page.goto(href('search', locale));
  return page.evaluate(async (): Promise<{ url: string; indexed: string; pageWords: string[] }[]> => {
    interface Hit {
      data: () => Promise<{ url: string; content: string }>;
    }
    const pagefindUrl = '/pagefind/pagefind.js';
    const pagefind = (await import(pagefindUrl)) as { init: () => Promise<void>; search: (term: null, options: object) => Promise<{ results: Hit[] }> };
    await pagefind.init();
    const all = await pagefind.search(null, { filters: {} });
    const hits = await Promise.all(all.results.map((hit) => hit.data()));
    return Promise.all(
      hits.map(async (hit) => {
        const html = new DOMParser().parseFromString(await (await fetch(hit.url)).text(), 'text/html');
        let text = '';
        const walk = (node: Node) => {
          for (const child of node.childNodes) {
            // Text nodes next to each other (React's `a<!-- -->b`) are one run of text.
            if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
            else if (child.nodeType === Node.ELEMENT_NODE) {
              text += ' ';
              walk(child);
              text += ' ';
            }
          }
        };
        walk(html.querySelector('main[data-pagefind-body]')!);
        return { url: hit.url, indexed: hit.content, pageWords: text.split(/\s+/).filter(Boolean) };
      }),
    );
  });
}

/** A word without the punctuation around it ('(BaFin).' -> 'BaFin'). */
const core = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

for (const locale of locales) {
  test(`the index keeps every page's words apart: no two fields run together (${locale})`, async ({ page }) => {
    // Reads every indexed page of the locale, as structured-data.spec.ts reads the sitemap.
    test.setTimeout(240_000);
    const pages = await indexedPages(page, locale);
    expect(pages.map((p) => p.url)).toContain(href('companies', locale));
    const joined = pages.flatMap(({ url, indexed, pageWords }) => {
      const words = new Set(pageWords.map(core));
      return indexed
        .split(/\s+/)
        .map(core)
        .filter((word) => word && !words.has(word))
        .map((word) => `${url}: ${word}`);
    });
    expect(joined, 'words of the index that are no word of their page').toEqual([]);
    // A filter's choices are controls, not the page's text (a select's options, toggle chips).
    const companies = pages.find((p) => p.url === href('companies', locale))!;
    expect(companies.indexed).not.toContain(text(locale, 'CompaniesPage', 'allCategories'));
  });
}
