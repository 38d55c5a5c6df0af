import { defaultAppLinkOrigins, parseAppLinkOrigins } from './appLinks';
import { envValue, parseOrigin, type Env } from './env';

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
  /** The authority supervising the partner bank, named in the deposit-guarantee notice. */
  partnerBankSupervisor: string;
  /** Public origin of the marketing site, without trailing slash. */
  siteUrl: string;
  /** Public origin of the registration app, without trailing slash. */
  registrationUrl: string;
  /** Where existing customers log in (web banking or the app's link), the header's 'Log in'. */
  loginUrl: string;
  /** Help-centre origin; the support link is `{supportSiteUrl}/{xx}/support/home` (§2). */
  supportSiteUrl: string;
  /** Address of the contact mail link, and the imprint's e-mail. */
  contactEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** The app's URL scheme and universal-link origins; app links from the API must match one. */
  appLinkOrigins: string[];
  /** Where to report a vulnerability (security.txt `Contact`, RFC 9116): a mailto: or https: URI. */
  securityContact: string;
}

const defaults: SiteConfig = {
  brand: 'Evergreen',
  partnerBank: 'Partner Bank AG',
  partnerBankSupervisor: 'Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
  siteUrl: 'http://localhost:3000',
  registrationUrl: 'http://localhost:3001',
  loginUrl: 'https://app.evergreen.example/login',
  supportSiteUrl: 'https://support.evergreen.example',
  contactEmail: 'hello@evergreen-bank.eu',
  appStoreUrl: 'https://apps.apple.com/app/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.evergreen',
  appLinkOrigins: [...defaultAppLinkOrigins],
  securityContact: 'mailto:security@evergreen.example',
};

/** RFC 9116 wants a URI: an e-mail address as mailto:, a web form or page as https:. */
function parseSecurityContact(value: string): string {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/\S+$/.test(value)) return value;
  throw new Error(`SECURITY_CONTACT is '${value}'; set a mailto: address (mailto:security@bank.eu) or an https: URL.`);
}

/** Reads the site configuration from an environment, falling back to the documented defaults. */
export function readSiteConfig(env: Env): SiteConfig {
  return {
    brand: envValue(env, 'BRAND_NAME') ?? defaults.brand,
    partnerBank: envValue(env, 'PARTNER_BANK_NAME') ?? defaults.partnerBank,
    partnerBankSupervisor: envValue(env, 'PARTNER_BANK_SUPERVISOR') ?? defaults.partnerBankSupervisor,
    siteUrl: parseOrigin('SITE_URL', envValue(env, 'SITE_URL') ?? defaults.siteUrl),
    registrationUrl: parseOrigin(
      'REGISTRATION_URL',
      envValue(env, 'REGISTRATION_URL') ?? defaults.registrationUrl,
    ),
    loginUrl: parseOrigin('LOGIN_URL', envValue(env, 'LOGIN_URL') ?? defaults.loginUrl),
    supportSiteUrl: parseOrigin('SUPPORT_SITE_URL', envValue(env, 'SUPPORT_SITE_URL') ?? defaults.supportSiteUrl),
    contactEmail: envValue(env, 'CONTACT_EMAIL') ?? defaults.contactEmail,
    appStoreUrl: parseOrigin('APP_STORE_URL', envValue(env, 'APP_STORE_URL') ?? defaults.appStoreUrl),
    playStoreUrl: parseOrigin('PLAY_STORE_URL', envValue(env, 'PLAY_STORE_URL') ?? defaults.playStoreUrl),
    appLinkOrigins: parseAppLinkOrigins(envValue(env, 'APP_LINK_ORIGINS') ?? defaults.appLinkOrigins.join(',')),
    securityContact: parseSecurityContact(envValue(env, 'SECURITY_CONTACT') ?? defaults.securityContact),
  };
}

export const defaultSiteConfig: SiteConfig = defaults;
