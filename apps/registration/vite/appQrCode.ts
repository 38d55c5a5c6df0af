import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { SiteConfig } from '@site/config';
import { routeUrl } from '@site/config/routes';
import { locales, type Locale } from '@site/i18n';

/**
 * The success state's QR code. It encodes the site's Get-the-app page in the visitor's
 * language, which sends an iPhone to the App Store and an Android phone to the Play Store, so
 * one code serves both.
 */
export function appQrTarget(config: Pick<SiteConfig, 'siteUrl'>, locale: Locale): string {
  return routeUrl(config, locale, 'appLink');
}

export function appQrSvg(config: Pick<SiteConfig, 'siteUrl'>, locale: Locale): Promise<string> {
  return QRCode.toString(appQrTarget(config, locale), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export interface AppQrCode {
  locale: Locale;
  svg: string;
  /** `assets/app-qr-<hash>.svg`: immutable like every asset. */
  file: string;
}

/**
 * The codes are drawn at build time: the target is configuration known then, so the browser
 * gets a ready SVG and no QR code library (9 KB gzipped as a lazy chunk).
 */
export function drawAppQrCodes(config: Pick<SiteConfig, 'siteUrl'>): Promise<AppQrCode[]> {
  return Promise.all(
    locales.map(async (locale) => {
      const svg = await appQrSvg(config, locale);
      return { locale, svg, file: `assets/app-qr-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg` };
    }),
  );
}

/**
 * `__APP_QR_CODES__`: the build writes the codes as image files rather than data URLs in the
 * script, as one is loaded only on large screens after a registration and the script should
 * carry no bytes of SVG; `vite dev` keeps data URLs.
 */
export function appQrCodeUrls(codes: AppQrCode[], command: 'build' | 'serve'): Record<Locale, string> {
  return Object.fromEntries(
    codes.map(({ locale, svg, file }) => [
      locale,
      command === 'build' ? `/${file}` : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    ]),
  ) as Record<Locale, string>;
}

/** Emits the codes' image files into the build. */
export function appQrCode(codes: AppQrCode[]) {
  return {
    name: 'registration-app-qr-code',
    apply: 'build' as const,
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }) {
      for (const { file, svg } of codes) this.emitFile({ type: 'asset', fileName: file, source: svg });
    },
  };
}
