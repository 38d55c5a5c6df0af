import { accountHolders } from '@site/api/fixtures';
import { coreEventsWhere, expectNoAxeViolations } from '@site/testing';
import type { Locale } from '@site/i18n';
import type { Page } from '@playwright/test';
import { alert, expect, openLink, openNewLink, siteConfig, test, text } from './systemPages';

test.describe.configure({ timeout: 120_000 });

const t = (locale: Locale, key: string) => text(locale, 'Psd2Authorization', key);

// The states of the page are the same code in both locales: each is checked in one of them (its
// texts are that locale's), the locales taking turns. Which of the QR code and the app button
// shows is the layout's (a media query), checked at both widths in one page by resizing it.
test.describe('PSD2Authorization', () => {
  test('pending: on a large screen a QR code of the app link and no button, on a small screen a button into the app and no QR code (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await openLink(page, locale, 'psd2Authorization', 'psd2-0d-anna-pending');
    const qr = page.getByRole('img', { name: text(locale, 'SystemPage', 'qrAlt') });
    const openApp = page.getByRole('link', { name: t(locale, 'openApp') });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(qr).toHaveAttribute('data-qr', new RegExp(token));
    await expect(openApp).toBeHidden();
    await expect(page.getByText(t(locale, 'waiting'))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(openApp).toHaveAttribute('href', new RegExp(token));
    await expect(openApp).toBeVisible();
    // The API answers a universal link of the app's default origin (APP_LINK_ORIGINS).
    expect(siteConfig.appLinkOrigins).toContain(new URL((await openApp.getAttribute('href'))!).origin);
    await expect(qr).toBeHidden();
    await expectNoAxeViolations(page);
  });

  // A wrong or hostile API answer must not reach the 'Open the app' button or the QR code.
  for (const [hash, hostile, locale] of [
    ['psd2-0d-anna-phish', /evil\.example/, 'de-DE'],
    ['psd2-0d-anna-dataurl', /^data:/, 'en-EU'],
  ] as const) {
    test(`a hostile appUrl (${hash}) at 390 and 1280 px: no app button or QR code, the store links instead (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await openLink(page, locale, 'psd2Authorization', hash);
      for (const width of [390, 1280]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await expectStoreLinksOnly(page, locale, hostile);
        });
      }
    });
  }

  test("refreshes by itself once the core system reports the release (the core stub's PUT /internal/links/{id}/psd2) (de-DE)", async ({ page }) => {
    const locale: Locale = 'de-DE';
    // The page's first poll tells the core (psd2_authorization.opened); the stub, as the core,
    // answers an `auto-release` link with the release a few seconds later.
    const reference = `auto-release-e2e-${crypto.randomUUID()}`;
    await openNewLink(page, locale, 'psd2Authorization', { kind: 'psd2', holder: accountHolders.ben, psd2: { status: 'PENDING' }, reference });
    await expect(page.getByText(t(locale, 'waiting'))).toBeVisible();
    // Only the first event is read (none is counted): no need to wait for the stub to hold still.
    const [opened] = await coreEventsWhere(
      (e) => e.payload.type === 'psd2_authorization.opened' && (e.payload.data.link as { reference?: string }).reference === reference,
      1,
      30_000,
      0,
    );
    expect(opened!.signatureValid).toBe(true);
    await expect(page.getByRole('heading', { name: t(locale, 'successHeadline') })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });

  test('failed connection: Sorry, we could not connect, with a retry; expired link: the link-expired message (en-EU)', async ({ page }) => {
    const locale: Locale = 'en-EU';
    await openLink(page, locale, 'psd2Authorization', 'psd2-0d-anna-failed');
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'connectFailed'));
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'connectRetry'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text(locale, 'SystemPage', 'retry') }).click();
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'connectFailed'));

    await openLink(page, locale, 'psd2Authorization', 'psd2-2d-anna');
    // Only the fragment changed: load the page for its new link.
    await page.reload();
    await expect(alert(page)).toContainText(text(locale, 'Errors', 'linkExpired'));
  });
});

async function expectStoreLinksOnly(page: Page, locale: Locale, hostile: RegExp) {
  await expect(page.getByText(t(locale, 'storeHint'))).toBeVisible();
  await expect(page.getByText(t(locale, 'waiting'))).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: text(locale, 'Footer', 'appStore') })).toHaveAttribute('href', siteConfig.appStoreUrl);
  await expect(main.getByRole('link', { name: text(locale, 'Footer', 'playStore') })).toHaveAttribute('href', siteConfig.playStoreUrl);
  await expect(page.getByRole('link', { name: t(locale, 'openApp') })).toHaveCount(0);
  await expect(page.getByRole('img', { name: text(locale, 'SystemPage', 'qrAlt') })).toHaveCount(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.filter((href) => hostile.test(href))).toEqual([]);
  await expectNoAxeViolations(page);
}
