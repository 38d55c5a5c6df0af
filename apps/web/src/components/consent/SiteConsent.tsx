import { ConsentRoot, consentHeadScript, consentPageParts, SUMMARY_ID, type ConsentMessages } from '@site/consent';
import '@site/consent/styles.css';
import { consentLegalLinks } from '@site/config/routes';
import type { Locale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { consentConfig, siteConfig } from '@/config';

/**
 * The consent layer on every page: the dialog's summary in the page's HTML (shown in the first
 * frame by ConsentHeadScript when a decision is needed), the settings on demand, and the vendors
 * the visitor allowed. Only its texts and configuration go into the page.
 */
export function SiteConsent({ locale }: { locale: Locale }) {
  const messages = allMessages(locale, siteConfig).Consent as unknown as ConsentMessages;
  const { links, summaryHtml, settingsTexts } = consentPageParts(messages, consentLegalLinks(locale));
  return (
    <>
      <div id={SUMMARY_ID} className="consent-summary" hidden dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      <ConsentRoot config={consentConfig} messages={settingsTexts} links={links} />
    </>
  );
}

/** For <head>: decides before first paint whether the summary shows (CSP-hashed at postbuild). */
export function ConsentHeadScript() {
  return <script dangerouslySetInnerHTML={{ __html: consentHeadScript(consentConfig.policyRevision) }} />;
}
