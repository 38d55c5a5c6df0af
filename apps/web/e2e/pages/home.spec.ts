// The suite's test: fails on CSP violations and stores essential consent first.
import { expect, test } from '@site/testing';
import { expectNoAxeViolations } from '@site/testing';
import { href } from '@site/config/routes';
import { siteConfig, text } from '../helpers';
import { content } from './content';
import { formatEuro } from '../../src/lib/format';

const locale = 'en-EU';

test('the review carousel auto-advances only until hovered or focused; home shows account, plans, impact, QR code, crowd-investing, magazine and newsletter; with reduced motion rates each review and moves with buttons and arrow keys; on a small screen store buttons replace the QR code', async ({ page }) => {
  test.slow(); // four loads of the longest page, axe on it

  await test.step('the carousel auto-advances only until hovered or focused', async () => {
    // Motion as the visitor's system leaves it (no preference): the carousel may play.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(href('home', locale));
    const carousel = page.getByRole('region', { name: text(locale, 'Reviews', 'carouselLabel') });
    // Embla is loaded only when the carousel nears the viewport (it is far below the fold).
    await expect(carousel).not.toHaveAttribute('data-enhanced', 'true');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: text(locale, 'Reviews', 'next') }).focus();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  await test.step('home shows account, plans, impact, QR code, crowd-investing, magazine and newsletter', async () => {
    await page.goto(href('home', locale));
    const c = await content(locale);
    const main = page.getByRole('main');
    for (const plan of c.accountPlans) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
      await expect(card.getByRole('heading')).toBeVisible();
      await expect(card.locator('.plan-price')).toHaveText(
        plan.monthlyPrice === 0
          ? text(locale, 'HomePage', 'free')
          : text(locale, 'HomePage', 'perMonth', { price: formatEuro(plan.monthlyPrice, locale) }),
      );
    }
    await expect(main.getByRole('img', { name: text(locale, 'GetTheApp', 'qrLabel') }).locator('svg')).toBeVisible();
    const upcoming = c.crowdinvestingBanners.find((b) => b.status === 'upcoming')!;
    await expect(main.locator(`[data-round="${upcoming.key}"]`)).toContainText(`${upcoming.year} · ${text(locale, 'CrowdinvestingPage', 'upcoming')}`);
    await expect(main.getByRole('button', { name: upcoming.button.label })).toBeDisabled();
    await expect(main.getByRole('heading', { name: c.signupPages.find((s) => s.type === 'newsletter')!.headline })).toBeVisible();
    await expect(main.getByRole('link', { name: text(locale, 'MagazinePage', 'allArticles') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('with reduced motion the review carousel rates each review out of 5 stars, shows average and count, and moves with buttons and arrow keys', async () => {
    const { reviews, reviewSummary, figureSources } = await content(locale);
    // The platform's own average and count (the reviews' figure source), not the few shown.
    expect(reviewSummary).toMatchObject(figureSources.reviews.ratings!);
    expect(reviewSummary.count).toBeGreaterThan(reviews.length);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(href('home', locale));
    const carousel = page.getByRole('region', { name: text(locale, 'Reviews', 'carouselLabel') });
    // Average and count with the platform they come from, linked (the content's 'reviews' figure source).
    const summary = page.getByRole('region', { name: text(locale, 'Reviews', 'heading') }).locator('.review-summary');
    await expect(summary).toContainText(reviewSummary.average.toLocaleString(locale, { minimumFractionDigits: 1 }));
    await expect(summary).toContainText(` ${reviewSummary.count.toLocaleString(locale)} `);
    const platform = (await content(locale)).figureSources.reviews;
    expect(reviewSummary.source).toEqual({ name: platform.source, url: platform.url });
    await expect(summary.getByRole('link', { name: platform.source, exact: true })).toHaveAttribute('href', platform.url);
    for (const rating of new Set(reviews.map((r) => r.rating))) {
      await expect(carousel.getByRole('img', { name: text(locale, 'Reviews', 'stars', { rating: String(rating) }) }).first()).toBeAttached();
    }
    const current = carousel.locator('[aria-roledescription="slide"][aria-current="true"]');
    const slide = (n: number) => text(locale, 'Reviews', 'slideLabel', { index: String(n), total: String(reviews.length) });
    await expect(current).toHaveAttribute('aria-label', slide(1));
    // Reduced motion: no auto-advance.
    await expect(carousel).toHaveAttribute('data-playing', 'false');

    const next = carousel.getByRole('button', { name: text(locale, 'Reviews', 'next') });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', slide(2));
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', slide(3));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', slide(1));
    await page.keyboard.press('ArrowLeft');
    await expect(current).toHaveAttribute('aria-label', slide(reviews.length));
  });

  await test.step('on a small screen store buttons replace the QR code', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(href('home', locale));
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: text(locale, 'GetTheApp', 'qrLabel') })).toBeHidden();
    await expect(main.getByRole('link', { name: text(locale, 'Footer', 'appStore') })).toHaveAttribute('href', siteConfig.appStoreUrl);
    await expect(main.getByRole('link', { name: text(locale, 'Footer', 'playStore') })).toHaveAttribute('href', siteConfig.playStoreUrl);
  });
});

test('impact figures carry their units and rounding per locale and read as English writes them in en-EU; crowd-investing shows 2021 with 8 million euros, 2022, and the upcoming round disabled', async ({ page }) => {
  test.slow(); // three pages, two axe runs
  await test.step('de-DE impact figures carry their units and rounding', async () => {
    await page.goto(href('impact', 'de-DE'));
    const metric = (key: string) => page.locator(`[data-metric="${key}"] .ui-visually-hidden`);
    await expect(metric('customerBalance')).toHaveText('372,4 Mio. €');
    await expect(metric('totalDeposits')).toHaveText('389,2 Mio. €');
    await expect(metric('customerCount')).toHaveText('250.000+');
    await expect(metric('trees')).toHaveText('1,3+ Mio.');
    // One unit per quantity: every area in m², every volume in m³.
    await expect(metric('forestArea')).toHaveText('6.480.000 m²');
    await expect(metric('restorationLand')).toHaveText('1.240.000 m²');
    await expect(metric('restorationHabitat')).toHaveText('496.000 m²');
    await expect(metric('co2Offset')).toHaveText('31.750 t CO₂');
    await expect(metric('restorationWheelbarrows')).toHaveText('18.400 m³');
    await expect(metric('restorationWater')).toHaveText('95.000 m³');
    await expect(page.locator('[data-metric="customerBalance"]')).toContainText('von 214.300 unserer Kundinnen und Kunden');
    await expect(page.locator('[data-metric="restorationHabitat"]')).not.toContainText('cm²');
    await expectNoAxeViolations(page);
  });

  await test.step('en-EU impact figures read as English writes them', async () => {
    await page.goto(href('impact', 'en-EU'));
    const metric = (key: string) => page.locator(`[data-metric="${key}"] .ui-visually-hidden`);
    await expect(metric('customerBalance')).toHaveText('€372.4m');
    await expect(metric('trees')).toHaveText('1.3m+');
    await expect(metric('co2Offset')).toHaveText('31,750 t CO₂');
    await expect(metric('forestArea')).toHaveText('6,480,000 m²');
    await expect(metric('restorationHabitat')).toHaveText('496,000 m²');
  });

  await test.step('crowd-investing shows 2021 with 8 million euros, 2022, and the upcoming round disabled', async () => {
    const banners = (await content(locale)).crowdinvestingBanners;
    await page.goto(href('crowdinvesting', locale));
    await expect(page.locator('[data-round]')).toHaveCount(banners.length);
    const r2021 = page.locator('article', { has: page.getByText('2021 ·') });
    await expect(r2021).toContainText('8 million euros');
    await expect(page.locator('article', { has: page.getByText('2022 ·') })).toBeVisible();
    // The round that is coming says so, first, and has collected nothing.
    const next = page.locator('[data-round]').first();
    await expect(next).toHaveAttribute('data-round', '2026');
    await expect(next).toContainText('2026 · Upcoming');
    await expect(next).not.toContainText(/Ongoing|collected/);
    const button = page.getByRole('button', { name: 'Currently not available' });
    await expect(button).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});
