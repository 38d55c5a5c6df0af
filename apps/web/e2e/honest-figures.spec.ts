import type { Locator } from '@playwright/test';
import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { intlLocale } from '@site/i18n';
import { locales, text } from './helpers';
import { figureSource } from './tools/bundledContent';

// The comparator and the impact figures say who measured them, how, where and as of when
// (content, migration 22); the comparator's headers and title are never cut.

// The suite's `test` stores essential consent first: the consent dialog would cover the page.

const longDate = (iso: string, locale: 'de-DE' | 'en-EU') =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function expectSourceNote(note: Locator, key: string, locale: 'de-DE' | 'en-EU') {
  const source = figureSource(key, locale);
  await expect(note).toContainText(source.source);
  await expect(note).toContainText(source.method);
  await expect(note).toContainText(longDate(source.asOf, locale));
  await expect(note.getByRole('link', { name: text(locale, 'FigureSource', 'link') })).toHaveAttribute('href', source.url);
}

/** Words of an element's text that the layout split over two lines, read from the text's line boxes. */
function brokenWords(element: Locator) {
  return element.evaluate((el) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

for (const locale of locales) {
  test(`the bank comparator names its source, method, link and date, its headers wrap between words and its title is not cut at 1280 and 390 px; every impact group shows its source and as-of date (${locale})`, async ({ page }) => {
    for (const width of [1280, 390]) {
      await test.step(`the bank comparator at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(href('bankComparison', locale));
        if (width === 1280) await expectSourceNote(page.getByRole('main').locator('[data-figure-source]'), 'bankComparison', locale);
        const region = page.getByRole('region', { name: text(locale, 'BankComparator', 'tableCaption', { sortKey: text(locale, 'BankComparator', 'sortOverall') }) });
        for (const header of await page.getByRole('columnheader').all()) {
          expect.soft(await brokenWords(header), `${width} px: header "${await header.textContent()}"`).toEqual([]);
          expect.soft(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px: header "${await header.textContent()}" cut`).toBe(true);
        }
        const title = page.locator(`[id="${await region.getAttribute('aria-labelledby')}"]`);
        const [titleBox, viewport] = [await title.boundingBox(), page.viewportSize()!];
        expect.soft(titleBox!.x + titleBox!.width, `${width} px: the title's right edge`).toBeLessThanOrEqual(viewport.width);
        expect.soft(await title.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} px: the title is cut`).toBe(true);
        // When the table is wider than the screen, the hint to scroll it is in view.
        if (await region.evaluate((el) => el.scrollWidth > el.clientWidth)) {
          await expect.soft(title.getByText(text(locale, 'BankComparator', 'tableScrollHint'))).toBeVisible();
        }
      });
    }

    await test.step('every impact group shows its source and as-of date', async () => {
      await page.goto(href('impact', locale));
      for (const group of ['customers', 'climate', 'bonds', 'restoration']) {
        const section = page.getByRole('region', { name: text(locale, 'ImpactPage', `groups.${group}`) });
        await expectSourceNote(section.locator('[data-figure-source]'), `impact.${group}`, locale);
      }
    });
  });
}
