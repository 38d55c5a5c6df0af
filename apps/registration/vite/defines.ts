import { breakpoints } from '@site/theme';
import { appQrCodeUrls, type AppQrCode } from './appQrCode';
import type { BuildConfig } from './buildConfig';
import type { BrowserSiteConfig } from '../src/siteConfig';

/** The fields of the site configuration the app's code reads, and no other: each one is script the page carries. */
export function browserSiteConfig({ brand, contactEmail, appStoreUrl, playStoreUrl }: BuildConfig['site']): BrowserSiteConfig {
  return { brand, contactEmail, appStoreUrl, playStoreUrl };
}

/**
 * The build-time constants of src/env.d.ts: configuration is read once, here, and compiled in;
 * nothing in src reads the environment or hard-codes the brand or a host.
 */
export function defines(config: BuildConfig, qrCodes: AppQrCode[], command: 'build' | 'serve') {
  return {
    __SITE_CONFIG__: JSON.stringify(browserSiteConfig(config.site)),
    __API_CONFIG__: JSON.stringify(config.api),
    __CONSENT_CONFIG__: JSON.stringify(config.consent),
    // StoreBadges reads only the attribution part: without this the whole config (vendor hosts
    // included) would be inlined a second time.
    '__CONSENT_CONFIG__.attribution': JSON.stringify(config.consent.attribution),
    // The form reads Turnstile's site key, the error page Freshchat's id: each the value alone.
    '__CONSENT_CONFIG__.vendors.CLOUDFLARE.id': JSON.stringify(config.consent.vendors.CLOUDFLARE.id),
    '__CONSENT_CONFIG__.vendors.FRESHCHAT.id': JSON.stringify(config.consent.vendors.FRESHCHAT.id),
    __APP_QR_CODES__: JSON.stringify(appQrCodeUrls(qrCodes, command)),
    __STRICT_I18N__: JSON.stringify(config.strictI18n),
    __LARGE_SCREEN_QUERY__: JSON.stringify(`(min-width: ${breakpoints.large}rem)`),
    __E2E_HOOKS__: JSON.stringify(config.e2eHooks),
  };
}
