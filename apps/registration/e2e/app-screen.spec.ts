// The success state shows the app's account screen (drawn at build time, vite/appScreen.ts): a
// static image with the locale's alt text, its size set, a 2x webp rendering, and it loads.
import { accountScreen } from '@site/app-screens';
import { fromRegistrationLocale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { expect, grantConsent, stubTurnstile, test } from '@site/testing';
import { REGISTRATIONS, fillForm, registrationLocales, siteConfig, submitButton, text } from './helpers';

test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

// One registration per locale (the screen, its alt text and its files are the locale's); the
// layout at both widths by resizing the page that shows it.
for (const locale of registrationLocales) {
  test(`the success state shows the account screen of the app at 390 and 1280 px (${locale})`, async ({ page }) => {
    test.setTimeout(60_000); // what were two tests
    await page.setViewportSize({ width: 390, height: 900 });
    await stubTurnstile(page);
    await page.route(REGISTRATIONS, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ firstName: 'Ana' }) }));
    await page.goto(`/${locale}/`);
    const site = fromRegistrationLocale(locale);
    // The alt text as the build writes it: the same screen, figures and texts as the site's.
    const { alt } = accountScreen({ locale: site, brand: siteConfig.brand, messages: allMessages(site, siteConfig) });
    await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
    await fillForm(page, locale);
    await submitButton(page, locale).click();
    await expect(page.getByRole('heading', { name: text(locale, 'RegistrationSuccess.headline', { firstName: 'Ana' }) })).toBeVisible();

    const img = page.getByRole('img', { name: alt, exact: true });
    for (const width of [390, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect(img).toHaveCount(1);
        await expect(img).toHaveAttribute('width', '240');
        await expect(img).toHaveAttribute('height', '492');
        await expect(img).toHaveAttribute('src', new RegExp(`^/assets/account-${site}-[0-9a-f]{10}-240\\.jpg$`));
        await expect(img).toHaveAttribute('srcset', new RegExp(`^/assets/account-${site}-\\w+-240\\.webp 1x, /assets/account-${site}-\\w+-480\\.webp 2x$`));
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
        expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
        const box = (await img.boundingBox())!;
        expect(box.height / box.width).toBeCloseTo(492 / 240, 1);
        // Beside the text from the small breakpoint, below it on a phone; never wider than the page.
        const headline = (await page.locator('#success-headline').boundingBox())!;
        if (width >= 550) expect(box.x).toBeGreaterThan(headline.x + headline.width - 1);
        else expect(box.y).toBeGreaterThan(headline.y);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      });
    }
  });
}
