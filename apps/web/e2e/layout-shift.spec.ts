import { essentialKeys } from '@site/consent/services';
import { expect, grantConsent, holdUntilPainted, layoutShifts, recordRequests, test } from '@site/testing';
import { localizedPath, routeList, routes } from '@site/config/routes';
import { locales } from './helpers';

/**
 * CLS 0 on a phone's first visit: the layout-shift entries the browser itself reports (buffered
 * PerformanceObserver, without shifts after input), summed once the page is complete. This is a
 * geometry check: whatever the speed, nothing may move after it was painted. The entries' sources
 * name what moved when it fails. The page's scripts and font are held until its HTML has been
 * painted (holdUntilPainted), as on a slow phone, so what they change is seen on any machine.
 */
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** System pages opened from an e-mail link: the form or status appears once the hash is read. */
const linkPages = [
  [routes.partnerRegistration.path, 'partner-1d-anna'],
  [routes.passwordReset.path, 'reset-1d-anna'],
  [routes.reimbursement.path, 'refund-1d-anna'],
  [routes.referral.path, 'referral-1d-anna'],
  [routes.deviceUnbindSuccess.path, 'unbind-1d-anna'],
  [routes.emailVerificationSuccess.path, 'verify-1d-anna'],
  [routes.psd2Authorization.path, 'psd2-0d-anna-pending'],
] as const;

const linkPaths = new Set<string>(linkPages.map(([path]) => path));

for (const locale of locales) {
  for (const withDialog of [true, false]) {
    const visit = withDialog ? 'first visit, consent dialog open' : 'consent given';
    test.describe(`${locale}, ${visit}`, () => {
      test.beforeEach(async ({ context, page, baseURL }) => {
        if (!withDialog) await grantConsent(context, baseURL!, essentialKeys);
        await recordRequests(page, [new URL(baseURL!).origin]);
        await holdUntilPainted(page);
      });

      // With the link's hash, and without (a mangled link; what the benchmark opens).
      for (const [path, hash] of linkPages.flatMap(([p, h]) => [[p, h], [p, '']] as const)) {
        test(`no layout shift: ${path}#${hash}`, async ({ page }) => {
          await page.goto(`${localizedPath(locale, path)}${hash ? `#${hash}` : ''}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const { cls, entries } = await layoutShifts(page);
          expect(entries, JSON.stringify(entries, null, 1)).toEqual([]);
          expect(cls).toBe(0);
        });
      }
    });
  }
}

// Every other page type once (en-EU, first visit with the dialog, the state of the bench).
test.describe('every page type, first visit', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await recordRequests(page, [new URL(baseURL!).origin]);
    await holdUntilPainted(page);
  });
  for (const route of routeList.filter((r) => !linkPaths.has(r.path))) {
    test(`no layout shift: ${route.path}`, async ({ page }) => {
      await page.goto(localizedPath('en-EU', route.path));
      const { cls, entries } = await layoutShifts(page);
      expect(entries, JSON.stringify(entries, null, 1)).toEqual([]);
      expect(cls).toBe(0);
    });
  }
});

// On a wide screen a system page shows its picture beside the column: that moves nothing either,
// with or without the link's form appearing.
test.describe('system pages at 1280 px, first visit', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  test.beforeEach(async ({ page, baseURL }) => {
    await recordRequests(page, [new URL(baseURL!).origin]);
    await holdUntilPainted(page);
  });
  for (const locale of locales) {
    for (const path of [`${routes.passwordReset.path}#reset-1d-anna`, routes.alreadyRegistered.path]) {
      test(`no layout shift: ${path} (${locale})`, async ({ page }) => {
        await page.goto(localizedPath(locale, path));
        await expect(page.getByRole('main').locator('picture')).toBeVisible();
        const { cls, entries } = await layoutShifts(page);
        expect(entries, JSON.stringify(entries, null, 1)).toEqual([]);
        expect(cls).toBe(0);
      });
    }
  }
});
