import { expect, test } from '@site/testing';
import { href } from '@site/config/routes';
import { allMessages } from '@site/i18n/web';
import { locales, siteConfig, text } from '../helpers';
import { content } from './content';

// The app-tester (iou) sign-up is found where a visitor looks for the app: in every page's
// footer next to the store links, and under Get the app on the home page.
for (const locale of locales) {
  test(`Get the app on the home page and the footer link the app-tester sign-up (${locale})`, async ({ page }) => {
    await page.goto(href('home', locale));
    const section = page.locator('#get-the-app').locator('xpath=..');
    const raw = (allMessages(locale, siteConfig).GetTheApp as Record<string, string>).testers!;
    const label = /<link>(.+)<\/link>/.exec(raw)![1]!;
    await expect(section.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href('appTesters', locale));

    const iou = (await content(locale)).signupPages.find((s) => s.type === 'iou')!;
    await page.goto(href('jobs', locale));
    const link = page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'Footer', 'appTesters') });
    await expect(link).toHaveAttribute('href', href('appTesters', locale));
    await link.click();
    await expect(page).toHaveURL(href('appTesters', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(iou.headline);
  });
}
