import { legalPath } from '@site/config/routes';
import { services } from '@site/consent';
import { expect, expectNoAxeViolations, test } from '@site/testing';
import { href } from '@site/config/routes';
import { locales, text } from '../helpers';
import { content } from './content';

// The consent dialog links the partners page and the registration app links the app privacy
// notice (paths from the route registry, @site/config/routes); both must be real pages, not the 404.
// (The suite's `test` stores essential consent first: the dialog opens from the footer's 'Cookie settings'.)

for (const locale of locales) {
  test(`the consent dialog's partners link opens the partner list from the registry; the app privacy notice the registration app links exists (${locale})`, async ({ page }) => {
    const legal = (await content(locale)).legalPages.find((p) => p.kind === 'partners')!;
    await page.goto(href('home', locale));
    await page.getByRole('contentinfo').getByRole('button', { name: text(locale, 'Footer', 'cookieSettings') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: text(locale, 'Consent', 'partners'), exact: true }).click();
    await expect(page).toHaveURL(legalPath(locale, 'partners'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    const table = page.getByRole('table', { name: text(locale, 'LegalPages', 'partnerCaption') });
    const partners = services.filter((s) => s.active && s.thirdPartyProvider);
    expect(partners.length).toBeGreaterThan(0);
    await expect(table.locator('tbody tr')).toHaveCount(partners.length);
    for (const service of partners) {
      await expect(table.getByRole('row', { name: text(locale, 'Consent', `services.${service.key}.name`) })).toContainText(
        text(locale, 'Consent', `services.${service.key}.description`),
      );
    }
    await expectNoAxeViolations(page);

    const appPrivacy = (await content(locale)).legalPages.find((p) => p.kind === 'appPrivacy')!;
    const response = await page.goto(legalPath(locale, 'appPrivacy'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(appPrivacy.title);
    await expect(page).toHaveTitle(text(locale, 'LegalPages.appPrivacy', 'title'));
    const firstHeading = appPrivacy.body.content.find((node) => node.nodeType === 'heading-2')!;
    const headingText = firstHeading.content.map((n) => ('value' in n ? n.value : '')).join('');
    await expect(page.getByRole('heading', { level: 2, name: headingText })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
