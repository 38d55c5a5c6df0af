import type { SiteConfig } from './siteConfig';

/**
 * The site's Get-the-app page, below `/{locale}`: phones go on to their own store, other devices
 * see both store buttons. Every QR code for getting the app points here.
 */
export const appPagePath = '/app/';

/** Absolute URL of the Get-the-app page, e.g. `https://www.evergreen.example/de-DE/app/`. */
export function appPageUrl(config: Pick<SiteConfig, 'siteUrl'>, locale: string): string {
  return `${config.siteUrl}/${locale}${appPagePath}`;
}
