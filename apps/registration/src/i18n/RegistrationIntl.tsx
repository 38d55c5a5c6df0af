import { createContext, use, useContext, type ReactNode } from 'react';
import type { ConsentDialogMessages } from '@site/consent';
import type { Locale } from '@site/i18n';
import { IntlProvider } from './intl';
import { catalogueFor } from './catalogues';

const ConsentTexts = createContext<ConsentDialogMessages | null>(null);

/**
 * The registration catalogue of the page's locale (registrationMessages of @site/i18n, brand
 * filled in, precompiled at build time) with strict missing-key errors (§8) where
 * __STRICT_I18N__ is on. The page's own locale is in its HTML; another locale (Back/Forward
 * across languages) suspends while its chunk loads (./catalogues.ts); App puts the Suspense
 * boundary around it.
 */
export function RegistrationIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const ready = catalogueFor(locale);
  const { messages, consent } = ready instanceof Promise ? use(ready) : ready;
  return (
    <IntlProvider locale={locale} messages={messages} strict={__STRICT_I18N__}>
      <ConsentTexts.Provider value={consent}>{children}</ConsentTexts.Provider>
    </IntlProvider>
  );
}

/** The consent dialog's texts in the page's locale (they travel in the same catalogue). */
export function useConsentTexts(): ConsentDialogMessages {
  const texts = useContext(ConsentTexts);
  if (!texts) throw new Error('useConsentTexts needs RegistrationIntl.');
  return texts;
}
