/**
 * The registration app's catalogue: named imports so the bundler keeps only these namespaces
 * (the marketing site's texts never reach the registration bundle).
 */
import {
  Common as deCommon,
  Consent as deConsent,
  Errors as deErrors,
  Footer as deFooter,
  LegalPages as deLegalPages,
  RegistrationError as deRegistrationError,
  RegistrationFooter as deRegistrationFooter,
  RegistrationForm as deRegistrationForm,
  RegistrationPage as deRegistrationPage,
  RegistrationSuccess as deRegistrationSuccess,
  Validation as deValidation,
} from '../messages/de-DE';
import {
  Common as enCommon,
  Consent as enConsent,
  Errors as enErrors,
  Footer as enFooter,
  LegalPages as enLegalPages,
  RegistrationError as enRegistrationError,
  RegistrationFooter as enRegistrationFooter,
  RegistrationForm as enRegistrationForm,
  RegistrationPage as enRegistrationPage,
  RegistrationSuccess as enRegistrationSuccess,
  Validation as enValidation,
} from '../messages/en-EU';
import type { SiteConfig } from '@site/config';
import { loadedMessages, type Messages } from './brand';
import type { Locale } from './locales';

const catalogues: Record<Locale, Messages> = {
  'de-DE': {
    Common: deCommon,
    Consent: deConsent,
    Errors: deErrors,
    Footer: deFooter,
    // The footer links the depositor information sheet by its title.
    LegalPages: { depositorInformation: deLegalPages.depositorInformation },
    RegistrationError: deRegistrationError,
    RegistrationFooter: deRegistrationFooter,
    RegistrationForm: deRegistrationForm,
    RegistrationPage: deRegistrationPage,
    RegistrationSuccess: deRegistrationSuccess,
    Validation: deValidation,
  },
  'en-EU': {
    Common: enCommon,
    Consent: enConsent,
    Errors: enErrors,
    Footer: enFooter,
    LegalPages: { depositorInformation: enLegalPages.depositorInformation },
    RegistrationError: enRegistrationError,
    RegistrationFooter: enRegistrationFooter,
    RegistrationForm: enRegistrationForm,
    RegistrationPage: enRegistrationPage,
    RegistrationSuccess: enRegistrationSuccess,
    Validation: enValidation,
  },
};

export function registrationMessages(
  locale: Locale,
  config: Pick<SiteConfig, 'brand' | 'partnerBank'>,
): Messages {
  return loadedMessages(catalogues[locale], locale, config);
}
