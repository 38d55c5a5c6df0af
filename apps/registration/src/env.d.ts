/// <reference types="vite/client" />
import type { ApiConfig } from '@site/api';
import type { ConsentConfig } from '@site/consent/config';
import type { Locale } from '@site/i18n';

declare global {
  /** The part of the site configuration the app reads, compiled in by vite/defines.ts. */
  const __SITE_CONFIG__: import('./siteConfig').BrowserSiteConfig;
  /** Where the API lives and its timeout (@site/api). */
  const __API_CONFIG__: ApiConfig;
  /** The consent layer's configuration, readConsentConfig(process.env) at build time (§7 attribution included). */
  const __CONSENT_CONFIG__: ConsentConfig;
  /** Strict missing-translation errors (§8): on outside production or with I18N_STRICT=1. */
  const __STRICT_I18N__: boolean;
  /** Per locale, the QR code of the site's Get-the-app page: an SVG drawn at build time (vite.config.ts). */
  const __APP_QR_CODES__: Record<Locale, string>;
  /** Media query of the 'large' breakpoint (§9), where the success state shows a QR code. */
  const __LARGE_SCREEN_QUERY__: string;
  /** The footer's outside links (vite/legalMessages.ts): the licence, the deposit guarantee scheme, the marks'. */
  const __FOOTER_LINKS__: { certification: string | null; partner: string | null };
  /** The slugs of the content's plans, which `?plan=` may name (vite/planMessages.ts). */
  const __PLAN_SLUGS__: readonly string[];
  /** Test-only hooks (the crash route); false in production builds, so they are compiled out. */
  const __E2E_HOOKS__: boolean;
}

/** The footer's marks, files named by the configuration (vite/marks.ts). */
declare module '@site-marks/partner-bank?no-inline' {
  const url: string;
  export default url;
}
declare module '@site-marks/certification?no-inline' {
  const url: string;
  export default url;
}
