import { ConsentRoot } from '@site/consent';
import '@site/consent/styles.css';
import { consentLegalLinks } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { siteConfig } from '../siteConfig';
import { useConsentTexts } from '../i18n/RegistrationIntl';

/**
 * The consent layer, mounted as the marketing site mounts it (SiteConsent there):
 * the dialog on a first visit or from the footer's 'Cookie settings', the vendors the visitor
 * allowed, Bugsnag only with its consent, and the WSID cookie kept in line with tracking consent
 * (ConsentRoot runs syncWebSessionId on every page load; each choice reloads the page).
 * The configuration is compiled in at build time (vite.config.ts); the texts come with the
 * locale's catalogue (src/i18n/catalogues.ts).
 */
export function RegistrationConsent({ locale }: { locale: Locale }) {
  return (
    <ConsentRoot
      config={__CONSENT_CONFIG__}
      messages={useConsentTexts()}
      links={consentLegalLinks(locale, siteConfig)}
    />
  );
}
