import type { Page } from '@playwright/test';
import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { locales, text } from './helpers';
import { appScreenAlts } from './appScreens';

/** Each step and the screen of the app it shows. */
const steps = [
  ['open', 'account'],
  ['pay', 'card'],
  ['impact', 'impact'],
] as const;

// The suite's `test` stores essential consent first: the consent dialog would cover the page.

function slideshow(page: Page, locale: (typeof locales)[number]) {
  const t = (key: string, values?: Record<string, string>) => text(locale, 'HowItWorks', key, values);
  const region = page.getByRole('region', { name: t('carouselLabel') });
  const slide = (n: number) => region.getByRole('group', { name: t('slideLabel', { index: String(n), total: '3' }), exact: true });
  return { t, region, slide };
}

for (const locale of locales) {
  test(`How it works is a WAI-ARIA carousel: labelled slides, buttons move and announce, no rotation${locale === 'en-EU' ? '; with reduced motion a button jumps' : ''} (${locale})`, async ({ page }) => {
    await page.goto(href('home', locale));
    const { t, region, slide } = slideshow(page, locale);
    const alts = await appScreenAlts(locale);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const [i, [step, screen]] of steps.entries()) {
      await expect(slide(i + 1)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slide(i + 1).getByRole('heading', { name: t(`steps.${step}.title`) })).toBeAttached();
      await expect(slide(i + 1).getByRole('img', { name: alts[screen], exact: true })).toBeAttached();
    }
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-enhanced', 'true');
    const status = region.locator('[aria-live="polite"]');
    await expect(status).toHaveText('');
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(2)).not.toBeInViewport();

    await region.getByRole('button', { name: t('next') }).click();
    await expect(slide(2)).toHaveAttribute('aria-current', 'true');
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(1)).not.toBeInViewport();
    await expect(status).toHaveText(t('announcement', { index: '2', total: '3', title: t('steps.pay.title') }));

    await page.keyboard.press('ArrowRight');
    await expect(slide(3)).toHaveAttribute('aria-current', 'true');
    await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
    await expect(region.getByRole('button', { name: t('next') })).toHaveAttribute('aria-disabled', 'true');

    await region.getByRole('button', { name: t('previous') }).click();
    await expect(slide(2)).toHaveAttribute('aria-current', 'true');
    await expect(slide(2)).toBeInViewport({ ratio: 0.9 });

    // One locale is enough for what a preference changes in the script, not in the text.
    if (locale !== 'en-EU') return;
    await test.step('with reduced motion a button jumps to the next slide instead of scrolling there', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(href('home', locale));
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute('data-enhanced', 'true');
      // Where slide 2 is three frames after the click: in place with a jump; an animated scroll
      // has only begun (about 130 px of the way).
      const offset = await page.evaluate(async (label) => {
        const root = document.querySelector(`[aria-label="${label}"]`)!;
        const viewport = root.querySelector('.slideshow__viewport')!;
        const second = root.querySelectorAll('[aria-roledescription="slide"]')[1]!;
        (root.querySelector('button:last-of-type') as HTMLButtonElement).click();
        for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
        return second.getBoundingClientRect().left - viewport.getBoundingClientRect().left;
      }, t('carouselLabel'));
      expect(Math.abs(offset)).toBeLessThan(1);
      await expect(slide(2)).toHaveAttribute('aria-current', 'true');
    });
  });
}

test('the slideshow never moves by itself', async ({ page }) => {
  await page.clock.install();
  await page.goto(href('home', 'en-EU'));
  const { region, slide } = slideshow(page, 'en-EU');
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-enhanced', 'true');
  // A minute of page time passes (clock.runFor fires every timer due): still the first slide.
  await page.clock.runFor(60_000);
  await expect(slide(1)).toHaveAttribute('aria-current', 'true');
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test('every slide is there and can be scrolled into view', async ({ page }) => {
    await page.goto(href('home', 'de-DE'));
    const { t, region, slide } = slideshow(page, 'de-DE');
    // A person can swipe or scroll the list sideways (the carousel's own overflow is hidden).
    const viewport = region.locator('.slideshow__viewport');
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    const alts = await appScreenAlts('de-DE');
    for (const [i, [step, screen]] of steps.entries()) {
      await expect(slide(i + 1).getByText(t(`steps.${step}.text`))).toBeAttached();
      await slide(i + 1).scrollIntoViewIfNeeded();
      await expect(slide(i + 1).getByRole('heading', { name: t(`steps.${step}.title`) })).toBeInViewport();
      // The step's screen is a plain picture: without any script it loads once scrolled to.
      const picture = slide(i + 1).getByRole('img', { name: alts[screen], exact: true });
      await expect(picture).toBeInViewport();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});
