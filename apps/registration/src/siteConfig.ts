import type { SiteConfig } from '@site/config';

/** The configuration compiled in at build time (vite.config.ts). */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** Marketing-site legal page of a locale: siteUrl + /{de-DE|en-EU}/legal/{page}/. */
export type LegalPage = 'terms' | 'imprint' | 'privacy' | 'app-privacy';

export function legalUrl(page: LegalPage, locale: string, config = siteConfig): string {
  return `${config.siteUrl}/${locale}/legal/${page}/`;
}
