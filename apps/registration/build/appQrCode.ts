import QRCode from 'qrcode';
import { appPageUrl, type SiteConfig } from '@site/config';
import type { Locale } from '@site/i18n';

/**
 * The success state's QR code, drawn at build time by vite.config.ts. It encodes the site's
 * Get-the-app page in the visitor's language, which sends an iPhone to the App Store and an
 * Android phone to the Play Store, so one code serves both.
 */
export function appQrTarget(config: Pick<SiteConfig, 'siteUrl'>, locale: Locale): string {
  return appPageUrl(config, locale);
}

export function appQrSvg(config: Pick<SiteConfig, 'siteUrl'>, locale: Locale): Promise<string> {
  return QRCode.toString(appQrTarget(config, locale), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
