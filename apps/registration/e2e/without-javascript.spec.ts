import { expect, test } from '@site/testing';
import { registrationLocales, text } from './helpers';

// The whole page, form included, is rendered by the app's script: without it the page says so
// in its own language instead of staying blank.
test.use({ javaScriptEnabled: false });

for (const locale of registrationLocales) {
  test(`without JavaScript the page says the form needs it (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/?code=friend_1`);
    const notice = page.getByRole('note');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(text(locale, 'Common.formNeedsJavaScript'));
    await expect(page.locator('form')).toHaveCount(0);
  });
}
