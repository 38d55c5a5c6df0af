import { AttributedLink, ConsentRoot, CookieSettingsButton, readConsentConfig, type ConsentMessages } from '@site/consent';
import '@site/consent/styles.css';
import { legalPath, readSiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/**
 * The consent floor (BENCH_FLOOR_CONSENT=1): the floor page plus the consent layer mounted as
 * apps/web mounts it (SiteConsent: ConsentRoot with the build-time configuration, the Consent
 * texts and the legal links; the footer's Cookie settings button and an attributed store link).
 * Its export minus the plain floor's is exactly what the consent layer adds to a page.
 */
const siteConfig = readSiteConfig(process.env);
const consentConfig = readConsentConfig(process.env);

export function FloorExtra({ locale }: { locale: string }) {
  const l = locale as Locale;
  const messages = allMessages(l, siteConfig).Consent as unknown as ConsentMessages;
  return (
    <footer>
      <AttributedLink
        href={siteConfig.appStoreUrl}
        creative="footer_app_store"
        locale={l}
        attribution={consentConfig.attribution}
      >
        App Store
      </AttributedLink>
      <CookieSettingsButton>Cookie settings</CookieSettingsButton>
      <ConsentRoot
        config={consentConfig}
        messages={messages}
        links={{
          partners: legalPath(l, 'partners'),
          privacy: legalPath(l, 'privacy'),
          imprint: legalPath(l, 'imprint'),
        }}
      />
    </footer>
  );
}
