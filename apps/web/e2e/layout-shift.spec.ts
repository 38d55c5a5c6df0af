import type { BrowserContext, Page } from '@playwright/test';
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
 *
 * A test measures several pages one after another in one browser context, each load a first
 * visit: the routes that hold the files (holdUntilPainted, recordRequests) switch the browser's
 * HTTP cache off, so every load fetches its scripts, styles and font again, and the cookies are
 * cleared before each (and the consent stored again where the visitor has given it).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The suite's `test` stores essential consent before the first page; `visit` decides per load.
test.use({ consentKeys: [] });

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

/** Holds the page's scripts and font until its first paint, and answers other hosts with an empty 204. */
async function holdFiles(page: Page, baseURL: string) {
  await recordRequests(page, [new URL(baseURL).origin]);
  await holdUntilPainted(page);
}

/** Opens `url` as a first visit (no cookies but the consent given, if any) and expects no layout shift. */
async function expectNoShift(page: Page, context: BrowserContext, baseURL: string, url: string, options: { consent: boolean; ready?: () => Promise<void> }) {
  await context.clearCookies();
  if (options.consent) await grantConsent(context, baseURL, essentialKeys);
  await page.goto(url);
  await options.ready?.();
  const { cls, entries } = await layoutShifts(page);
  expect.soft(entries, `${url}: ${JSON.stringify(entries, null, 1)}`).toEqual([]);
  expect.soft(cls, url).toBe(0);
}

for (const locale of locales) {
  for (const withDialog of [true, false]) {
    const visit = withDialog ? 'first visit, consent dialog open' : 'consent given';
    // With the link's hash, and without (a mangled link; what the benchmark opens).
    for (const withHash of [true, false]) {
      test(`no layout shift on the system pages opened from a link, ${withHash ? "with the link's hash" : 'without a hash'} (${locale}, ${visit})`, async ({ page, context, baseURL }) => {
        test.setTimeout(150_000); // seven first visits
        await holdFiles(page, baseURL!);
        for (const [path, linkHash] of linkPages) {
          const hash = withHash ? linkHash : '';
          await test.step(`${path}#${hash}`, () =>
            expectNoShift(page, context, baseURL!, `${localizedPath(locale, path)}${hash ? `#${hash}` : ''}`, {
              consent: !withDialog,
              ready: () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
            }),
          );
        }
      });
    }
  }
}

// Every other page type once (en-EU, first visit with the dialog, the state of the bench), in
// groups of about eight pages.
const otherRoutes = routeList.filter((r) => !linkPaths.has(r.path));
const groups = Array.from({ length: Math.ceil(otherRoutes.length / 8) }, (_, i) => otherRoutes.slice(i * 8, i * 8 + 8));

for (const group of groups) {
  test(`no layout shift on a first visit: ${group.map((route) => route.path).join(', ')}`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000); // about eight first visits
    await holdFiles(page, baseURL!);
    for (const route of group) {
      await test.step(route.path, () => expectNoShift(page, context, baseURL!, localizedPath('en-EU', route.path), { consent: false }));
    }
  });
}

// On a wide screen a system page shows its picture beside the column: that moves nothing either,
// with or without the link's form appearing.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('no layout shift on the system pages with their picture beside the column, first visit', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000); // four first visits
    await holdFiles(page, baseURL!);
    for (const locale of locales) {
      for (const path of [`${routes.passwordReset.path}#reset-1d-anna`, routes.alreadyRegistered.path]) {
        await test.step(`${path} (${locale})`, () =>
          expectNoShift(page, context, baseURL!, localizedPath(locale, path), {
            consent: false,
            ready: () => expect(page.getByRole('main').locator('picture')).toBeVisible(),
          }),
        );
      }
    }
  });
});
