export {
  locales,
  defaultLocale,
  registrationLocales,
  defaultRegistrationLocale,
  isLocale,
  isRegistrationLocale,
  toRegistrationLocale,
  intlLocale,
  fromRegistrationLocale,
  otherLocale,
  localeRedirectScript,
  localeLabels,
} from './locales';
export type { Locale, RegistrationLocale } from './locales';
export { createIntlErrorHandling, isStrictI18n } from './errors';
export type { Messages } from './brand';
export { icuLiteral } from './brand';
export { countryName } from './countryName';
export { languageNames } from './languageName';
export { legalEntityValues, registerEntryValues } from './legalEntityValues';
