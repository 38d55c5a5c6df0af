import type { ReactNode } from 'react';
import type { Locale } from '@site/i18n';
import { IntlProvider } from './intl';
import { messagesFor } from './compiled-messages';

/**
 * The registration catalogue (registrationMessages of @site/i18n, brand filled in, precompiled
 * at build time) with strict missing-key errors (§8) where __STRICT_I18N__ is on.
 */
export function RegistrationIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)} strict={__STRICT_I18N__}>
      {children}
    </IntlProvider>
  );
}
