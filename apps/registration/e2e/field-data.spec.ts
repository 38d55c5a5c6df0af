import { describeFieldData } from '@site/testing';
import { cookieSettingsButton } from './helpers';

// Field data (issue 49) in the registration app: the shared flow of @site/testing on its
// registration page in enEU and its error page in deDE.
describeFieldData(
  [
    { path: '/enEU/', locale: 'enEU', pageType: 'registration', siteLocale: 'en-EU' },
    { path: '/deDE/error', locale: 'deDE', pageType: 'registrationError', siteLocale: 'de-DE' },
  ],
  (page) => cookieSettingsButton(page, 'enEU'),
);
