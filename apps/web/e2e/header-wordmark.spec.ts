import type { Page } from '@playwright/test';
import type { Locale } from '@site/i18n';
import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { locales, text } from './helpers';

// A phone's bar keeps the brand's wordmark beside the logo, 'Open account', the language switch
// and the menu button in both locales: 'Konto eröffnen' is wider than 'Open account', and the
// German bar used to drop it where the English one kept it. Unlike header.spec.ts this runs in
// Inter, the font the bar is laid out for (the wider fallback fonts of this machine never leave
// room for it, and the wordmark then gives way by design), on a phone: its scrollbar takes no
// width.

/**
 * Opens home so that it is drawn in Inter: once to fetch the font, then again from the cache
 * (Inter is `font-display: optional`, so a page drawn before it arrived keeps the fallback).
 */
async function openInInter(page: Page, locale: Locale) {
  await page.goto(href('home', locale));
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  const wordmark = page.getByRole('banner').locator('.wordmark');
  // In Inter the wordmark is as wide as the loaded font draws its text on a canvas.
  const widths = await wordmark.evaluate(async (element) => {
    const style = getComputedStyle(element);
    const font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily.split(',')[0]}`;
    await document.fonts.load(font);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = font;
    context.letterSpacing = style.letterSpacing;
    return { drawn: element.getBoundingClientRect().width, inter: context.measureText(element.textContent ?? '').width };
  });
  expect(Math.abs(widths.drawn - widths.inter), `the page is drawn in Inter (${JSON.stringify(widths)})`).toBeLessThan(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 844 }, isMobile: true, hasTouch: true });

  for (const locale of locales) {
    test(`at 375 and 390 px the bar keeps the wordmark beside 'Open account', the language switch and the menu (${locale})`, async ({ page }) => {
      for (const width of [375, 390]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 844 });
          await openInInter(page, locale);
          const bar = page.getByRole('banner');
          const home = bar.getByRole('link', { name: text(locale, 'Navigation', 'home') });
          // The link clips a wordmark that does not fit, which then wraps onto a line of its own.
          const fits = await home.evaluate((link) => {
            const wordmark = link.querySelector('.wordmark')!.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            return wordmark.top >= box.top && wordmark.bottom <= box.bottom && wordmark.right <= box.right;
          });
          expect.soft(fits, `${width} px: the wordmark shows in full`).toBe(true);
          for (const item of [
            bar.getByRole('link', { name: text(locale, 'Navigation', 'openAccount'), exact: true }),
            bar.getByRole('link', { name: text(locale, 'LocaleSwitcher', 'switchToLabel') }),
            bar.getByRole('button', { name: text(locale, 'Navigation', 'menu') }),
          ])
            await expect.soft(item, `${width} px`).toBeInViewport({ ratio: 1 });
        });
      }
    });
  }
});
