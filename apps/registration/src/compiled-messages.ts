import type { Locale } from '@site/i18n';
import type { Catalogue } from './intl';

/**
 * The catalogue of a locale as compiled at build time from registrationMessages(locale, config)
 * (vite.config.ts). Unit tests map this module to testing/uncompiled-messages.ts.
 */
export function messagesFor(locale: Locale): Catalogue {
  return __REGISTRATION_MESSAGES__[locale];
}
