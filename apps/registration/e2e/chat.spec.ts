import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoImpatient, grantConsent, stubFreshchat, test } from '@site/testing';
import { registrationLocales, siteConfig, text } from './helpers';

// A returning visitor with the essential consent: the consent loader adds the essential vendors,
// Freshchat among them, as the page starts.
test.beforeEach(async ({ context, baseURL }) => grantConsent(context, baseURL!));

/** The support site, answered here: the tests never leave the machine. */
async function stubSupportSite(page: Page) {
  await page.route(`${siteConfig.supportSiteUrl}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Support</title>' }));
}

for (const locale of registrationLocales) {
  const supportHome = `${siteConfig.supportSiteUrl}/${locale.slice(0, 2)}/support/home`;
  const chatButton = (page: Page) => page.getByRole('link', { name: text(locale, 'RegistrationError.chat') });

  test.describe(`the error page's chat (${locale})`, () => {
    // Opening the chat, and waiting for its widget, are the same code in both locales: each in
    // one of them. Where the chat leads without it names the locale: in both.
    if (locale === 'enEU') test('opens Freshchat, configured in this build, without asking for consent and without leaving the page', async ({ page }) => {
      expect(process.env.CONSENT_FRESHCHAT_ID, 'packages/consent/e2e.env configures Freshchat').toBeTruthy();
      const freshchat = await stubFreshchat(page);
      await page.goto(`/${locale}/error`);
      await expect.poll(async () => (await freshchat.calls()).init).toEqual([process.env.CONSENT_FRESHCHAT_ID]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await chatButton(page).click();
      await expect.poll(async () => (await freshchat.calls()).open).toBe(1);
      await expect(page).toHaveURL(new RegExp(`/${locale}/error$`));
      // Keyboard: Enter on the focused button opens it again.
      await chatButton(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await freshchat.calls()).open).toBe(2);
      await expectNoAxeViolations(page);
    });

    test("links to the support site while Freshchat's script has not come", async ({ page }) => {
      await stubSupportSite(page);
      await page.route('**/js/widget.js', (route) => route.abort('blockedbyclient'));
      await page.goto(`/${locale}/error`);
      await expect(chatButton(page)).toHaveAttribute('href', supportHome);
      await chatButton(page).click();
      await expect(page).toHaveURL(supportHome);
    });

    if (locale === 'deDE') test('an impatient visitor, who clicks while the widget is still coming, gets the chat when it comes', async ({ page }) => {
      let releaseWidget: () => void = () => undefined;
      const widgetHeld = new Promise<void>((resolve) => (releaseWidget = resolve));
      await page.route('**/js/widget.js', async (route) => {
        await widgetHeld;
        await route.fulfill({ contentType: 'text/javascript', body: 'window.fcWidget = { init() {}, open() { window.__opened = (window.__opened || 0) + 1; } };' });
      });
      const visit = await gotoImpatient(page, `/${locale}/error`);
      await visit.release();
      await chatButton(page).click();
      releaseWidget();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __opened?: number }).__opened)).toBe(1);
      await expect(page).toHaveURL(new RegExp(`/${locale}/error$`));
    });
  });
}
