import type { AbstractIntlMessages } from 'use-intl';
import type { Locale } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import { siteConfig } from '../site-config';

/** Unit tests read the catalogue as written, formatted by use-intl's full runtime. */
export function messagesFor(locale: Locale): AbstractIntlMessages {
  return registrationMessages(locale, siteConfig) as AbstractIntlMessages;
}
