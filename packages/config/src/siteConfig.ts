import { defaultAppLinkOrigins, parseAppLinkOrigins } from './appLinks';

/**
 * The one place where the brand, the partner bank and every outside address come from.
 * Both apps read it at build time from environment variables (see the README's configuration
 * table); nothing else hard-codes a brand name or a host.
 */
export interface SiteConfig {
  /** Brand name shown everywhere ({brand} / {product} in the catalogues). */
  brand: string;
  /** Partner bank that holds the accounts. */
  partnerBank: string;
  /** Public origin of the marketing site, without trailing slash. */
  siteUrl: string;
  /** Public origin of the registration app, without trailing slash. */
  registrationUrl: string;
  /** Help-centre origin; the support link is `{supportSiteUrl}/{xx}/support/home` (§2). */
  supportSiteUrl: string;
  /** Address of the contact mail link. */
  contactEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The app's URL scheme and universal-link origins; app links from the API must match one. */
  appLinkOrigins: string[];
}

export type Env = Record<string, string | undefined>;

const defaults: SiteConfig = {
  brand: 'Evergreen',
  partnerBank: 'Partner Bank AG',
  siteUrl: 'http://localhost:3000',
  registrationUrl: 'http://localhost:3001',
  supportSiteUrl: 'https://support.evergreen.example',
  contactEmail: 'hello@evergreen.example',
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.evergreen',
  appLinkOrigins: [...defaultAppLinkOrigins],
};

function origin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got '${value}'.`);
  }
  return value.replace(/\/+$/, '');
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the site configuration from an environment, falling back to the documented defaults. */
export function readSiteConfig(env: Env): SiteConfig {
  return {
    brand: nonEmpty(env.BRAND_NAME) ?? defaults.brand,
    partnerBank: nonEmpty(env.PARTNER_BANK_NAME) ?? defaults.partnerBank,
    siteUrl: origin('SITE_URL', nonEmpty(env.SITE_URL) ?? defaults.siteUrl),
    registrationUrl: origin(
      'REGISTRATION_URL',
      nonEmpty(env.REGISTRATION_URL) ?? defaults.registrationUrl,
    ),
    supportSiteUrl: origin('SUPPORT_SITE_URL', nonEmpty(env.SUPPORT_SITE_URL) ?? defaults.supportSiteUrl),
    contactEmail: nonEmpty(env.CONTACT_EMAIL) ?? defaults.contactEmail,
    appStoreUrl: origin('APP_STORE_URL', nonEmpty(env.APP_STORE_URL) ?? defaults.appStoreUrl),
    playStoreUrl: origin('PLAY_STORE_URL', nonEmpty(env.PLAY_STORE_URL) ?? defaults.playStoreUrl),
    appLinkOrigins: parseAppLinkOrigins(nonEmpty(env.APP_LINK_ORIGINS) ?? defaults.appLinkOrigins.join(',')),
  };
}

/** Support link of §2: support site, then the first two letters of the locale, then the support home. */
export function supportUrl(config: Pick<SiteConfig, 'supportSiteUrl'>, locale: string): string {
  return `${config.supportSiteUrl}/${locale.slice(0, 2).toLowerCase()}/support/home`;
}

export const defaultSiteConfig: SiteConfig = defaults;
