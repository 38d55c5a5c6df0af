import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, withFallbackFont } from '@site/testing';
import { localizedPath, routes } from '@site/config/routes';
import type { RichTextDocument, SiteContent } from '@site/content';
import type { Locale } from '@site/i18n';
import { contrastRatio } from '@site/theme';
import { detailPath } from '../src/lib/detailRoutes';
import { box, locales, text } from './helpers';
import { content } from './pages/content';

// The smaller defects a full-page review found on the detail and system pages, kept as geometry
// and computed style (no pixel comparisons): the job page's contact card and share buttons, the
// article's pull quote, and form fields on a themed band. The 404's empty colour is in look.spec.ts.

// The suite's `test` stores essential consent first: the consent dialog would cover the page.
test.beforeEach(async ({ page }) => {
  await withFallbackFont(page);
});

type Job = SiteContent['jobs'][number];

const hasQuote = (document: RichTextDocument) => JSON.stringify(document).includes('"nodeType":"blockquote"');

async function expectContactCardFits(page: Page, locale: Locale, job: Job) {
  const card = page.getByRole('complementary', { name: text(locale, 'JobPage', 'contactHeading') });
  const [cardBox, last, padding] = await Promise.all([
    box(card),
    box(card.getByRole('link', { name: text(locale, 'JobPage', 'contactMail', { name: job.contactPerson.name }) })),
    card.evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom)),
  ]);
  const below = cardBox.y + cardBox.height - (last.y + last.height);
  expect.soft(below, 'empty card under the mail link').toBeLessThanOrEqual(padding + 1);
}

async function expectShareButtonsOfOneHeight(page: Page, locale: Locale, width: number) {
  const share = page.getByRole('region', { name: text(locale, 'JobPage', 'shareHeading') });
  const [linkedIn, copy] = await Promise.all([
    box(share.getByRole('link', { name: text(locale, 'JobPage', 'shareLinkedIn') })),
    box(share.getByRole('button', { name: text(locale, 'JobPage', 'copyLink') })),
  ]);
  expect.soft(Math.abs(linkedIn.height - copy.height), `${width} px: heights ${linkedIn.height} and ${copy.height}`).toBeLessThan(1);
  if (Math.abs(linkedIn.y - copy.y) < linkedIn.height) {
    expect.soft(Math.abs(linkedIn.y - copy.y), `${width} px: side by side, the buttons start at one height`).toBeLessThan(1);
  }
}

async function expectPullQuoteStyled(page: Page) {
  const quote = page.getByRole('article').locator('blockquote').first();
  await expect(quote).toBeVisible();
  const style = await quote.evaluate((el) => {
    const own = getComputedStyle(el);
    const paragraph = el.querySelector('p') ?? el;
    const body = el.closest('article')!.querySelector(':scope p:not(blockquote p)') ?? document.body;
    return {
      fontSize: parseFloat(own.fontSize),
      bodyFontSize: parseFloat(getComputedStyle(body).fontSize),
      fontStyle: own.fontStyle,
      borderStart: parseFloat(own.borderInlineStartWidth),
      borderStyle: own.borderInlineStartStyle,
      openingMark: getComputedStyle(paragraph, '::before').content,
    };
  });
  expect.soft(style.fontSize, 'larger than the body text').toBeGreaterThan(style.bodyFontSize);
  expect.soft(style.fontStyle).toBe('italic');
  expect.soft(style.borderStyle).toBe('solid');
  expect.soft(style.borderStart).toBeGreaterThanOrEqual(3);
  // Quotation marks of the page's language: CSS open-quote follows the page's lang.
  expect.soft(style.openingMark).toBe('open-quote');
}

/** rgb(r, g, b) or rgba(r, g, b, a) as #rrggbb and its alpha. */
function parseColour(value: string) {
  const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
  return { hex: `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`, alpha: a };
}

async function expectFieldsStandOut(page: Page) {
  const band = page.locator('main > [data-theme]');
  const fields = band.locator('input:not([type=hidden])');
  await expect(fields.first()).toBeVisible();
  const bandColour = parseColour(await band.evaluate((el) => getComputedStyle(el).backgroundColor));
  const looks = await fields.evaluateAll((inputs) =>
    inputs.map((input) => ({
      name: input.getAttribute('name') ?? input.id,
      fill: getComputedStyle(input).backgroundColor,
      border: getComputedStyle(input).borderTopColor,
    })),
  );
  expect(looks.length).toBeGreaterThan(0);
  for (const { name, fill, border } of looks) {
    const [fillColour, borderColour] = [parseColour(fill), parseColour(border)];
    expect.soft(fillColour.alpha, `${name} has no fill of its own`).toBe(1);
    expect.soft(fillColour.hex, `${name} is filled with the band's colour`).not.toBe(bandColour.hex);
    // WCAG 1.4.11: a field's boundary at least 3:1 against the colour around it.
    expect.soft(contrastRatio(borderColour.hex, bandColour.hex), `${name}'s border on the band`).toBeGreaterThanOrEqual(3);
  }
  const { violations } = await new AxeBuilder({ page }).include('main > [data-theme]').withRules(['color-contrast']).analyze();
  expect.soft(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

for (const locale of locales) {
  test(`the job page's contact card ends under its content and its share buttons are of one height; an article's pull quote is a quotation; the password reset fields stand out on the themed band (${locale})`, async ({ page }) => {
    test.slow(); // four pages
    const c = await content(locale);
    const job = c.jobs[0]!;
    for (const width of [1280, 390]) {
      await test.step(`the job page at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localizedPath(locale, detailPath('job', job.slug)));
        if (width === 1280) await expectContactCardFits(page, locale, job);
        await expectShareButtonsOfOneHeight(page, locale, width);
      });
    }

    await test.step("an article's pull quote is styled as a quotation", async () => {
      const article = c.articles.find((a) => hasQuote(a.body));
      expect(article, 'an article with a pull quote in the content').toBeDefined();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedPath(locale, detailPath('article', article!.slug)));
      await expectPullQuoteStyled(page);
    });

    await test.step('the password reset fields stand out on the themed band', async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`${localizedPath(locale, routes.passwordReset.path)}#reset-1d-anna`);
      await expectFieldsStandOut(page);
    });
  });
}
