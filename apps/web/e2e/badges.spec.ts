import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { locales, siteConfig, text } from './helpers';

// The suite's `test` stores essential consent first: the consent dialog would cover the page.

for (const locale of locales) {
  test(`Apple Pay and Google Pay badges are named images on accounts and in the home plans; the footer's store badges carry the stores' names and a drawn mark (${locale})`, async ({ page }) => {
    const name = (key: string) => text(locale, 'PaymentBadges', key);
    await page.goto(href('accounts', locale));
    for (const wallet of ['applePay', 'googlePay']) {
      await expect(page.getByRole('main').getByRole('img', { name: name(wallet), exact: true })).toBeVisible();
    }
    await page.goto(href('home', locale));
    const plans = page.getByRole('region', { name: text(locale, 'HomePage', 'plansHeading') });
    for (const wallet of ['applePay', 'googlePay']) {
      await expect(plans.getByRole('img', { name: name(wallet), exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    const stores = [
      ['appStore', siteConfig.appStoreUrl],
      ['playStore', siteConfig.playStoreUrl],
    ] as const;
    for (const [key, url] of stores) {
      const badge = footer.getByRole('link', { name: text(locale, 'Footer', key), exact: true });
      await expect(badge).toHaveAttribute('href', url);
      await expect(badge.locator('svg[aria-hidden="true"]')).toBeVisible();
    }
  });
}
