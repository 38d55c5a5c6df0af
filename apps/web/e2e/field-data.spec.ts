import { describeFieldData } from '@site/testing';
import type { Page } from '@playwright/test';

// Field data (issue 49): the shared flow of @site/testing, on a list page in en-EU and the home
// page in de-DE. The report's page itself is the API's (apps/api test/vitals.test.ts).
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: /Cookie settings|Cookie-Einstellungen/ });

describeFieldData(
  [
    { path: '/en-EU/jobs/', locale: 'en-EU', pageType: 'jobs', siteLocale: 'en-EU' },
    { path: '/de-DE/', locale: 'de-DE', pageType: 'home', siteLocale: 'de-DE' },
  ],
  cookieSettings,
);
