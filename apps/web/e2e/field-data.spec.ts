import { describeFieldData } from '@site/testing';
import type { Page } from '@playwright/test';

// Field data (issue 49): the shared flow of @site/testing, on a list page in en-EU and the home
// page in de-DE, then support's report page (the API's) with what they sent.
const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: /Cookie settings|Cookie-Einstellungen/ });

describeFieldData(
  [
    { path: '/en-EU/jobs/', locale: 'en-EU', pageType: 'jobs', siteLocale: 'en-EU' },
    { path: '/de-DE/', locale: 'de-DE', pageType: 'home', siteLocale: 'de-DE' },
  ],
  cookieSettings,
  { report: true },
);
