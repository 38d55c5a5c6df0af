import { consentLegalLinks } from '@site/config/routes';
import { fromRegistrationLocale } from '@site/i18n';
import { consentText, describeConsentFirstFrame, dialog, expect, holdRequests, test, watch } from '@site/testing';
import { registrationLocales, siteConfig } from './helpers';

// The consent summary is in each locale's index.html, painted before the app's script runs. The
// app's entry is added after the first frame (vite/localePages.ts), so DOMContentLoaded does
// not wait for it: the summary is there by then, with every script held back.
describeConsentFirstFrame({
  locales: registrationLocales,
  scripts: '**/assets/*.js',
  paint: { waitUntil: 'domcontentloaded', seenBy: 'DOMContentLoaded' },
  legalLinks: (locale) => consentLegalLinks(fromRegistrationLocale(locale), siteConfig),
  firstChoice: 'acceptAll',
  // The app renders its page with JavaScript; without it only the consent summary's markup is there.
  headingWithoutJavaScript: false,
});

test.describe('before the script', () => {
  test.use({ consentKeys: [] });

  test('a button pressed before the app\'s script ran is carried out once it runs', async ({ page, context, baseURL }) => {
    await watch(page, baseURL!);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/enEU/', { waitUntil: 'commit' });
    await dialog(page).getByRole('button', { name: consentText('enEU', 'rejectOptional') }).click();
    expect((await context.cookies()).length).toBe(0);
    await scripts.release();
    await expect(dialog(page)).toHaveCount(0);
    expect((await context.cookies()).map((c) => c.name)).toContain('CONTENTFUL_USER_CONSENT');
  });
});
