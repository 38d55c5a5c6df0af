import type { Page } from '@playwright/test';
import { essentialKeys, optionalKeys, type ServiceKey } from '@site/consent/services';
import { expect, expectNoAxeViolations, grantConsent, NOTIFY_ENDPOINT, test, watch } from '@site/testing';
import { supportUrl } from '@site/config';
import { locales, siteConfig, text } from './helpers';

// Two e2e-only probe routes (builds with E2E_PAGES=1 only) crash on the test's signal:
// - /{locale}/crash-test/: a page, so app/[locale]/error.tsx answers inside the site's frame;
// - /{locale}/layout-crash-test/: a layout right below the root, so app/global-error.tsx answers
//   with a document of its own.
// Either must show the generic error page of §2/§8 instead of Next's bare "Application error",
// and report the crash only with BUGSNAG consent.
// axe on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const probes = [
  { name: 'page crash (error.tsx)', path: 'crash-test', framed: true },
  { name: 'layout crash (global-error.tsx)', path: 'layout-crash-test', framed: false },
] as const;

type Network = Awaited<ReturnType<typeof watch>>;
const notifyPosts = (network: Network) => network.all.filter((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
const withoutBugsnag: ServiceKey[] = [...essentialKeys, ...optionalKeys.filter((k) => k !== 'BUGSNAG')];

/** Signals the probe until the fallback shows (its listener exists only once React hydrated). */
async function crash(page: Page, headline: string) {
  const heading = page.getByRole('heading', { level: 1, name: headline });
  await expect(async () => {
    await page.evaluate(() => dispatchEvent(new Event('site-crash-probe')));
    await expect(heading).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

// The page's texts are the locale's: that test runs in both. Whether the fallback needs its own
// chunk and whether the crash is reported do not depend on the locale: en-EU.
for (const locale of locales) {
  for (const probe of probes) {
    test.describe(`${probe.name} (${locale})`, () => {
      const path = `/${locale}/${probe.path}/`;
      const headline = text(locale, 'Errors', 'generic');

      test('shows the translated generic error page with chat and e-mail buttons', async ({ page }) => {
        await page.goto(path);
        await crash(page, headline);
        await expect(page.getByText(text(locale, 'GenericError', 'text'))).toBeVisible();
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') })).toHaveAttribute('href', supportUrl(siteConfig, locale));
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(new RegExp(text(locale, 'GenericError', 'title')));
        // error.tsx keeps the site's header and footer; global-error replaced the whole document.
        await expect(page.getByRole('contentinfo')).toHaveCount(probe.framed ? 1 : 0);
        await expectNoAxeViolations(page);
      });

      if (locale !== 'en-EU') return;

      test('offline, when the error page chunk cannot load, the headline still shows', async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.waitForLoadState('networkidle');
        // The page's own scripts are in; the fallback's chunk, loaded only after the crash, is not.
        await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
        await crash(page, headline);
        await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') })).toHaveCount(0);
      });

      test('with BUGSNAG consent the crash is posted to the notify endpoint', async ({ page, baseURL }) => {
        await grantConsent(page.context(), baseURL!, [...essentialKeys, 'BUGSNAG']);
        const network = await watch(page, baseURL!);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-error-reporting', 'on');
        const posted = page.waitForRequest((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
        await crash(page, headline);
        const body = (await posted).postDataJSON() as { events: { exceptions: { message: string }[] }[] };
        expect(body.events[0]!.exceptions[0]!.message).toContain('site-crash-probe');
        await page.waitForLoadState('networkidle');
        expect(notifyPosts(network)).toHaveLength(1);
      });

      test('without BUGSNAG consent nothing is posted', async ({ page, baseURL }) => {
        await grantConsent(page.context(), baseURL!, withoutBugsnag);
        const network = await watch(page, baseURL!);
        await page.goto(path);
        // Other consented vendors load, so the page went through its consent start-up.
        await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
        await crash(page, headline);
        await page.waitForLoadState('networkidle');
        expect(notifyPosts(network)).toEqual([]);
      });
    });
  }
}
