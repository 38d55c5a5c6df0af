import { essentialKeys, optionalKeys } from '@site/consent/services';
import { expect, expectNoAxeViolations, grantConsent, test } from '@site/testing';
import { NOTIFY_ENDPOINT, watch } from './consentHelpers';
import { locales, siteConfig, text } from './helpers';

// The crash probe page (/{locale}/crash-test/, e2e builds only) throws in the browser once it
// has mounted; app/[locale]/error.tsx must show the generic error page of §2/§8 instead of
// Next's bare "Application error", and report the crash only with BUGSNAG consent.
const crashPath = (locale: string) => `/${locale}/crash-test/`;

type Network = Awaited<ReturnType<typeof watch>>;
const notifyPosts = (network: Network) => network.all.filter((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');

for (const locale of locales) {
  test.describe(`crash fallback (${locale})`, () => {
    test('shows the translated generic error page with chat and e-mail buttons', async ({ page }) => {
      await page.goto(crashPath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'generic'));
      await expect(page.getByText(text(locale, 'GenericError', 'text'))).toBeVisible();
      const mailto = `mailto:${siteConfig.contactEmail}`;
      await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'chat') })).toHaveAttribute('href', mailto);
      await expect(page.getByRole('link', { name: text(locale, 'SystemPage', 'email') })).toHaveAttribute('href', mailto);
      // The site's frame (header, footer) stays around it.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoAxeViolations(page);
    });

    test('with BUGSNAG consent the crash is posted to the notify endpoint', async ({ page, baseURL }) => {
      await grantConsent(page.context(), baseURL!, [...essentialKeys, 'BUGSNAG']);
      const network = await watch(page, baseURL!);
      const posted = page.waitForRequest((r) => r.url().startsWith(NOTIFY_ENDPOINT) && r.method() === 'POST');
      await page.goto(crashPath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'generic'));
      const body = (await posted).postDataJSON() as { events: { exceptions: { message: string }[] }[] };
      expect(body.events[0]!.exceptions[0]!.message).toContain('site-crash-probe');
      await page.waitForLoadState('networkidle');
      expect(notifyPosts(network)).toHaveLength(1);
    });

    test('without BUGSNAG consent nothing is posted', async ({ page, baseURL }) => {
      await grantConsent(page.context(), baseURL!, [...essentialKeys, ...optionalKeys.filter((k) => k !== 'BUGSNAG')]);
      const network = await watch(page, baseURL!);
      await page.goto(crashPath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'Errors', 'generic'));
      // Other consented vendors load, so the page went through its consent start-up.
      await expect.poll(() => network.vendors().has('GOOGLE_ANALYTICS')).toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).not.toHaveAttribute('data-error-reporting', 'on');
      expect(notifyPosts(network)).toEqual([]);
    });
  });
}
