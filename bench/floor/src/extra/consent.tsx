import {
  AttributedLink,
  ConsentRoot,
  CookieSettingsButton,
  consentHeadScript,
  consentPageParts,
  SUMMARY_ID,
  type ConsentMessages,
} from '@site/consent';
import { readConsentConfig } from '@site/consent/config';
import '@site/consent/styles.css';
import { readSiteConfig } from '@site/config';
import { consentLegalLinks } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/**
 * The consent floor (BENCH_FLOOR_CONSENT=1): the floor page plus the consent layer mounted as
 * apps/web mounts it (SiteConsent: the head script and the static summary in the HTML, ConsentRoot
 * with the build-time configuration, the Consent texts and the legal links; the footer's Cookie
 * settings button and an attributed store link).
 * Its export minus the plain floor's is exactly what the consent layer adds to a page.
 */
const siteConfig = readSiteConfig(process.env);
const consentConfig = readConsentConfig(process.env);

export function FloorExtra({ locale }: { locale: string }) {
  const l = locale as Locale;
  const messages = allMessages(l, siteConfig).Consent as unknown as ConsentMessages;
  const { links, summaryHtml, settingsTexts } = consentPageParts(messages, consentLegalLinks(l));
  return (
    <footer>
      {/* apps/web has it in <head>; here it runs before the summary is parsed, also before paint. */}
      <script dangerouslySetInnerHTML={{ __html: consentHeadScript(consentConfig.policyRevision) }} />
      <div id={SUMMARY_ID} className="consent-summary" hidden dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      <AttributedLink
        href={siteConfig.appStoreUrl}
        creative="footer_app_store"
        locale={l}
        attribution={consentConfig.attribution}
      >
        App Store
      </AttributedLink>
      <CookieSettingsButton>Cookie settings</CookieSettingsButton>
      <ConsentRoot config={consentConfig} messages={settingsTexts} links={links} />
    </footer>
  );
}
