import type { Page } from '@playwright/test';
import { PROMPT_ATTRIBUTE, SCRIPTS_ATTRIBUTE, SUMMARY_ID } from '@site/consent/pageMarkers';
import { essentialKeys } from '@site/consent/services';
import { fromRegistrationLocale, isRegistrationLocale, type Locale, type RegistrationLocale } from '@site/i18n';
import { expectConsentSummary, holdRequests, recordConsentRecords, recordSummaryVisibility } from './consent';
import { choose, consentText, dialog, watch } from './consentDialog';
import { expect, test } from './fixtures';

/** What differs between the two apps in the first-frame suite. */
export interface ConsentFirstFrameApp<L extends Locale | RegistrationLocale> {
  locales: readonly L[];
  /** The app's script chunks, held back to show the summary needs none of them. */
  scripts: string;
  /**
   * How far `goto` waits, and the first moment the summary must be seen. The site's scripts do
   * not delay DOMContentLoaded; the registration app's entry is a module script, which does.
   */
  paint: { waitUntil: 'domcontentloaded' | 'commit'; seenBy: 'DOMContentLoaded' | 'frame' };
  /** Where the summary's legal links lead. */
  legalLinks: (locale: L) => Record<'partners' | 'privacy' | 'imprint', string>;
  /** The choice made once the scripts have run. */
  firstChoice: 'acceptAll' | 'rejectOptional';
  /** Whether the page itself (its h1) is readable without JavaScript. */
  headingWithoutJavaScript: boolean;
}

const siteLocale = (locale: Locale | RegistrationLocale): Locale =>
  isRegistrationLocale(locale) ? fromRegistrationLocale(locale) : locale;

const withGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  });

/**
 * The runs both apps share: the summary painted from the HTML before any script, Global Privacy
 * Control, the returning visitor and the page without JavaScript. Each app's
 * `consent-first-frame.spec.ts` calls this with its own paths and adds its own cases.
 */
export function describeConsentFirstFrame<L extends Locale | RegistrationLocale>(app: ConsentFirstFrameApp<L>) {
  test.describe('first visit', () => {
    test.use({ consentKeys: [] });

    for (const locale of app.locales) {
      const title = `the summary is painted from the HTML before any script chunk arrives, then works (${locale})`;
      test(title, async ({ page, context, baseURL }) => {
        await watch(page, baseURL!);
        const records = await recordConsentRecords(context);
        const seen = await recordSummaryVisibility(page);
        const scripts = await holdRequests(page, app.scripts);
        await page.goto(`/${locale}/`, { waitUntil: app.paint.waitUntil });
        const summary = dialog(page);
        await expectConsentSummary(summary, (key) => consentText(locale, key), app.legalLinks(locale));
        // Painted while every script of the page was still held back.
        await expect.poll(seen).toContain(app.paint.seenBy);
        expect(scripts.count()).toBeGreaterThan(0);
        await expect(summary.getByText(consentText(locale, 'gpcNotice'))).toBeHidden();
        await expect(summary.getByText(consentText(locale, 'revisionNotice'))).toBeHidden();

        // Once the layer's script has run, the buttons work as before (§4).
        await scripts.release();
        await expect(summary.getByRole('heading')).toBeFocused();
        await choose(page, locale, app.firstChoice);
        const names = (await context.cookies()).map((c) => c.name);
        expect(names).toEqual(expect.arrayContaining(essentialKeys.map((k) => `${k}_USER_CONSENT`)));
        await expect(dialog(page)).toHaveCount(0);
        await expect.poll(() => records.length).toBe(1);
        expect(records[0]).toMatchObject({ source: 'summary', locale: siteLocale(locale), path: `/${locale}/`, gpc: false });
      });
    }
  });

  test.describe('first visit, before any script chunk', () => {
    test.use({ consentKeys: [] });

    for (const locale of app.locales) {
      test(`the summary is modal: focus kept inside, the page behind inert, Escape ignored (${locale})`, async ({ page }) => {
        const scripts = await holdRequests(page, app.scripts);
        await page.goto(`/${locale}/`, { waitUntil: 'domcontentloaded' });
        const summary = dialog(page);
        await expect(summary).toBeVisible();
        const focusInSummary = () => page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), SUMMARY_ID);
        // Every control of the page behind that could take the focus (and so reach assistive technology).
        const reachableBehind = () =>
          page.evaluate((id) => {
            const summaryHost = document.getElementById(id)!;
            const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')];
            return controls
              .filter((el) => !summaryHost.contains(el))
              .filter((el) => {
                el.focus();
                return document.activeElement === el;
              })
              .map((el) => el.outerHTML.slice(0, 80));
          }, SUMMARY_ID);

        for (let press = 0; press < 8; press++) {
          await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
          expect(await focusInSummary()).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(summary).toBeVisible();
        expect(await focusInSummary()).toBe(true);
        expect(await reachableBehind()).toEqual([]);
        // Still before any chunk: the keys asked for them (the loader starts on intent), none has arrived.
        expect(scripts.count()).toBeGreaterThan(0);
        expect(await page.locator('html').getAttribute(SCRIPTS_ATTRIBUTE)).toBe('pending');

        // Once the layer's script runs, it takes the modality over; the choice frees the page.
        await scripts.release();
        await expect(summary.getByRole('heading')).toBeFocused();
        expect(await reachableBehind()).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(summary).toBeVisible();
      });
    }
  });

  test.describe('Global Privacy Control', () => {
    test.use({ consentKeys: [] });

    for (const locale of app.locales) {
      const title = `the dialog says the signal is respected and Reject optional comes first with focus (${locale})`;
      test(title, async ({ page, context, baseURL }) => {
        await watch(page, baseURL!);
        const records = await recordConsentRecords(context);
        await withGlobalPrivacyControl(page);
        await page.goto(`/${locale}/`);
        const summary = dialog(page);
        await expect(summary.getByText(consentText(locale, 'gpcNotice'))).toBeVisible();
        const reject = summary.getByRole('button', { name: consentText(locale, 'rejectOptional') });
        await expect(summary.getByRole('button').first()).toHaveText(consentText(locale, 'rejectOptional'));
        await expect(reject).toBeFocused();
        // An explicit choice still counts, and its record notes the signal.
        await choose(page, locale, 'acceptAll');
        await expect.poll(() => records.length).toBe(1);
        expect(records[0]).toMatchObject({ gpc: true, source: 'summary', locale: siteLocale(locale) });
        expect((await context.cookies()).map((c) => c.name)).toContain('GOOGLE_ADS_USER_CONSENT');
      });
    }
  });

  test.describe('returning visitor', () => {
    for (const locale of app.locales) {
      test(`never sees the dialog, not even in the first frame (${locale})`, async ({ page, baseURL }) => {
        await watch(page, baseURL!);
        const seen = await recordSummaryVisibility(page);
        await page.goto(`/${locale}/`);
        await page.waitForLoadState('networkidle');
        expect(await seen()).toEqual([]);
        await expect(dialog(page)).toHaveCount(0);
        expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), PROMPT_ATTRIBUTE)).toBe(false);
      });
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ consentKeys: [], javaScriptEnabled: false });

    for (const locale of app.locales) {
      test(`the dialog is not shown (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}/`);
        if (app.headingWithoutJavaScript) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('#consent-summary')).toBeHidden();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }
  });
}
