import { ConsentRoot } from '@site/consent';
import '@site/consent/styles.css';
import { useConsentTexts } from '../i18n/RegistrationIntl';
import { useTranslations } from '../i18n/intl';

/**
 * The consent layer, mounted as the marketing site mounts it (SiteConsent there):
 * the dialog on a first visit or from the footer's 'Cookie settings', the vendors the visitor
 * allowed, Bugsnag only with its consent, and the WSID cookie kept in line with tracking consent
 * (ConsentRoot runs syncWebSessionId on every page load; each choice reloads the page).
 * The configuration is compiled in at build time (vite.config.ts); the texts come with the
 * locale's catalogue (src/i18n/catalogues.ts).
 */
export function RegistrationConsent() {
  // The legal pages' addresses, written at build time (vite/pageLinks.ts).
  const links = useTranslations('RegistrationLinks');
  return (
    <ConsentRoot
      config={__CONSENT_CONFIG__}
      messages={useConsentTexts()}
      links={{ partners: links('partners'), privacy: links('privacy'), imprint: links('imprint') }}
    />
  );
}
