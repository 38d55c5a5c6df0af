import type { ConsentDialogMessages } from '@site/consent';
import type { Locale, Messages } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import { precompile } from '../../../vite/precompile';
import { legalCatalogue } from '../../../vite/legalMessages';
import { testFooterLegal } from './testLegalFacts';
import { testPlans } from './testPlans';
import { linkCatalogue, planCatalogue } from '../../../vite/pageLinks';
import type { SiteConfig } from '@site/config';
import type { Catalogue } from '../intl';
import type { LocaleCatalogue } from '../catalogues';

/** The whole configuration the build compiles the texts with: jest.config.cjs gives it as __SITE_CONFIG__. */
const siteConfig = __SITE_CONFIG__ as unknown as Pick<SiteConfig, 'brand' | 'partnerBank' | 'siteUrl' | 'supportSiteUrl'>;

/** The app screen the build writes into the catalogue (vite/appScreen.ts), in short. */
const testAppScreen = (locale: Locale) => ({
  alt: locale === 'de-DE' ? 'Bildschirm der App: dein Konto' : 'Screen of the app: your account',
  webp: `/assets/account-${locale}-1-240.webp 1x, /assets/account-${locale}-1-480.webp 2x`,
  src: `/assets/account-${locale}-1-240.jpg`,
  width: '240',
  height: '492',
});

/** Unit tests compile the whole catalogue (every namespace) with the build's precompile. */
export function messagesFor(locale: Locale): Catalogue {
  const messages = registrationMessages(locale, siteConfig);
  return {
    ...precompile({ ...messages, RegistrationSuccess: { ...(messages.RegistrationSuccess as Messages), screen: testAppScreen(locale) } }),
    RegistrationLegal: legalCatalogue(messages, testFooterLegal, siteConfig.siteUrl, locale),
    RegistrationLinks: linkCatalogue(siteConfig, testFooterLegal.identity.partnerBank.documents, locale),
    RegistrationPlans: planCatalogue(testPlans[locale]),
  };
}

/** Unit tests get a locale's catalogue at once (the build loads it as a chunk, ../catalogues.ts). */
export function catalogueFor(locale: Locale): LocaleCatalogue {
  return {
    messages: messagesFor(locale),
    consent: registrationMessages(locale, siteConfig).Consent as unknown as ConsentDialogMessages,
  };
}

export const loadCatalogue = (locale: Locale): Promise<LocaleCatalogue> => Promise.resolve(catalogueFor(locale));
