import { ConsentRoot, readConsentConfig, type ConsentMessages } from '@site/consent';
import '@site/consent/styles.css';
import { legalPath } from '@site/config';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { siteConfig } from '@/config';

/** Read at build time (README: CONSENT_* variables); an invalid value fails the build. */
export const consentConfig = readConsentConfig(process.env);

/**
 * The consent layer on every page: the dialog on a first visit or from the footer button, and
 * the vendors the visitor allowed. Only its texts and configuration go into the page.
 */
export function SiteConsent({ locale }: { locale: Locale }) {
  const messages = allMessages(locale, siteConfig).Consent as unknown as ConsentMessages;
  return (
    <ConsentRoot
      config={consentConfig}
      messages={messages}
      links={{
        partners: legalPath(locale, 'partners'),
        privacy: legalPath(locale, 'privacy'),
        imprint: legalPath(locale, 'imprint'),
      }}
    />
  );
}
