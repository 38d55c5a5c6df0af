import type { ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import { createIntlErrorHandling, type Locale } from '@site/i18n';
import { messagesFor } from './compiled-messages';

const errorHandling = createIntlErrorHandling(__STRICT_I18N__);

/**
 * use-intl with the registration catalogue (registrationMessages of @site/i18n, brand filled in,
 * precompiled at build time) and strict missing-key errors (§8).
 */
export function RegistrationIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="Europe/Berlin" {...errorHandling}>
      {children}
    </IntlProvider>
  );
}
