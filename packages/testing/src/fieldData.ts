import { expect, type Page, type Request } from '@playwright/test';
import { FIELD_DATA_ATTRIBUTE } from '@site/consent/pageMarkers';
import { essentialKeys } from '@site/consent/services';
import type { Locale, RegistrationLocale } from '@site/i18n';
import { choose, consentText, dialog } from './consentDialog';
import { grantConsent } from './consent';
import { localApi } from './localApi';
import { test } from './fixtures';
import { hidePage, isVitalsBeacon } from './network';


interface VitalsRow {
  pageType: string;
  metric: string;
  count: number;
}

/** How many page views of `pageType` the API counted today (support's `GET /internal/vitals?days=1`). */
async function countedToday(pageType: string): Promise<number> {
  const response = await fetch(`${localApi.origin}/internal/vitals?days=1`, { headers: { Authorization: `Bearer ${localApi.supportToken}` } });
  expect(response.status).toBe(200);
  const { p75 } = (await response.json()) as { p75: VitalsRow[] };
  return p75.filter((row) => row.pageType === pageType && row.metric === 'TTFB').reduce((sum, row) => sum + row.count, 0);
}

export interface FieldDataPage {
  /** A path of the app, opened with a query and a fragment that must never leave the page. */
  path: string;
  locale: Locale | RegistrationLocale;
  /** What the beacon and the report call it. */
  pageType: string;
  /** The locale the beacon says. */
  siteLocale: Locale;
}

/**
 * Field data (issue 49) from the visitor's side, for either app: with FIELD_DATA consent a page
 * view, then hiding the page, sends exactly one beacon that the API counts and support's report
 * shows; without that consent, with GPC and after the consent is withdrawn none is sent.
 * `cookieSettings` is the app's footer button.
 */
export function describeFieldData(
  pages: readonly [FieldDataPage, FieldDataPage],
  cookieSettings: (page: Page) => ReturnType<Page['getByRole']>,
  { report = false }: { report?: boolean } = {},
): void {
  test.describe('field data', () => {
    test.use({ consentKeys: [...essentialKeys, 'FIELD_DATA'] });

    test('with performance consent, hiding the page sends one beacon with its page type, which the report shows (both locales)', async ({ page }) => {
      for (const target of pages) {
        await test.step(target.path, async () => {
          const before = await countedToday(target.pageType);
          const beacons: Request[] = [];
          const onRequest = (request: Request) => {
            if (isVitalsBeacon(request)) beacons.push(request);
          };
          page.on('request', onRequest);
          await page.goto(`${target.path}?utm_source=e2e-query#e2e-fragment`);
          await expect(page.locator('html')).toHaveAttribute(FIELD_DATA_ATTRIBUTE, 'on');
          const sent = page.waitForRequest(isVitalsBeacon);
          await hidePage(page);
          const beacon = await sent;
          expect(beacon.headers()['content-type']).toBe('application/json');
          expect(beacon.headers()['cookie']).toBeUndefined();
          const body = beacon.postDataJSON() as Record<string, unknown>;
          expect(body).toMatchObject({ pageType: target.pageType, locale: target.siteLocale, deviceClass: expect.any(String), metrics: { TTFB: expect.any(Number) } });
          expect(JSON.stringify(body)).not.toMatch(/e2e-query|e2e-fragment|utm_source|\/(en|de)-?(EU|DE)\//);
          // Hidden again: still the one beacon of this page view.
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
          await expect.poll(() => countedToday(target.pageType)).toBeGreaterThan(before);
          expect(beacons).toHaveLength(1);
          page.off('request', onRequest);
        });
      }
      if (report) await test.step("support's report page draws the page types", () => expectReportPage(page, pages));
    });

    test('no beacon without performance consent, with GPC, or after the consent is withdrawn', async ({ context, page, baseURL }) => {
      const [first] = pages;
      const beacons: Request[] = [];
      context.on('request', (request) => {
        if (isVitalsBeacon(request)) beacons.push(request);
      });
      const expectNoFieldData = async (what: string) => {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html'), what).not.toHaveAttribute(FIELD_DATA_ATTRIBUTE, /.*/);
        await hidePage(page);
        await page.waitForLoadState('networkidle');
        expect(beacons, what).toEqual([]);
      };

      await test.step('withdrawn in the cookie settings: nothing from this page nor the next', async () => {
        await page.goto(first.path);
        await expect(page.locator('html')).toHaveAttribute(FIELD_DATA_ATTRIBUTE, 'on');
        await cookieSettings(page).click();
        await dialog(page).getByRole('switch', { name: consentText(first.locale, 'services.FIELD_DATA.name') }).click();
        await choose(page, first.locale, 'acceptSelected');
        await expectNoFieldData('after withdrawal');
      });

      await test.step('essential consent only', async () => {
        await context.clearCookies();
        await grantConsent(context, baseURL!, essentialKeys);
        await page.goto(first.path);
        await expectNoFieldData('without consent');
      });

      await test.step('consented, but the browser sends Global Privacy Control', async () => {
        await grantConsent(context, baseURL!, [...essentialKeys, 'FIELD_DATA']);
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
        await page.goto(first.path);
        await expectNoFieldData('with GPC');
      });
    });
  });
}

/**
 * The report page on the API's internal host: it asks for the token, refuses a wrong one, draws
 * a section per page type, and keeps the token in the tab only (sessionStorage, not another tab).
 */
async function expectReportPage(page: Page, pages: readonly FieldDataPage[]) {
  const url = `${localApi.origin}/internal/vitals/report`;
  await page.goto(url);
  const token = page.getByLabel('Support token');
  await token.fill('not-the-token');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toHaveText(/not accepted/);
  await token.fill(localApi.supportToken);
  await page.getByRole('button', { name: 'Show' }).click();
  for (const { pageType } of pages) {
    const section = page.getByRole('region', { name: pageType, exact: true });
    // A p75 with its count in one of the device classes' cells (the others may say 'no data').
    await expect(section.getByRole('row', { name: /^TTFB/ }).getByRole('cell').filter({ hasText: /^\d+ ms.*\d+ views?$/ }).first()).toBeVisible();
    await expect(section.getByRole('img', { name: /p75 of LCP per day/ })).toBeVisible();
  }
  expect(await page.evaluate(() => [Object.keys(sessionStorage), Object.keys(localStorage)])).toEqual([['vitals-support-token'], []]);
  const otherTab = await page.context().newPage();
  await otherTab.goto(url);
  await expect(otherTab.getByRole('heading', { level: 2 })).toHaveCount(0);
  await otherTab.close();
}
