import { expect, type BrowserContext, type Page } from '@playwright/test';
import { recordRequests } from '@site/testing';
import { consentCookieName, essentialKeys, type ServiceKey } from '@site/consent/services';
import { text } from './helpers';

/**
 * Which consent service a third-party request belongs to, by the default hosts of the consent
 * configuration (README: CONSENT_<KEY>_HOST). 'unknown' fails every test that sees it.
 */
const vendorPatterns: [ServiceKey, RegExp][] = [
  ['GOOGLE_TAG_MANAGER', /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=/],
  ['GOOGLE_ANALYTICS', /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-/],
  ['GOOGLE_ADS', /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=AW-/],
  ['FACEBOOK_PIXEL', /^https:\/\/connect\.facebook\.net\//],
  ['TIKTOK_PIXEL', /^https:\/\/analytics\.tiktok\.com\//],
  ['FINANCE_ADS', /^https:\/\/js\.financeads\.net\//],
  ['ADJUST', /^https:\/\/cdn\.adjust\.com\//],
  ['MICROSOFT_ADVERTISING', /^https:\/\/bat\.bing\.com\//],
  ['MICROSOFT_CLARITY', /^https:\/\/www\.clarity\.ms\//],
  ['SPOTIFY_AD_ANALYTICS', /^https:\/\/pixel\.byspotify\.com\//],
  ['FRESHCHAT', /^https:\/\/wchat\.freshchat\.com\//],
  ['FLAGSMITH_AB_TESTING', /^https:\/\/edge\.api\.flagsmith\.com\//],
  ['CLOUDFLARE', /^https:\/\/challenges\.cloudflare\.com\//],
  ['BUGSNAG', /^https:\/\/(notify|sessions)\.bugsnag\.com/],
];

export const vendorOf = (url: string): ServiceKey | 'unknown' =>
  vendorPatterns.find(([, pattern]) => pattern.test(url))?.[0] ?? 'unknown';

export const marketingVendors: ServiceKey[] = [
  'ADJUST', 'FACEBOOK_PIXEL', 'GOOGLE_ADS', 'FINANCE_ADS', 'TIKTOK_PIXEL', 'MICROSOFT_ADVERTISING',
  'SPOTIFY_AD_ANALYTICS',
];

/** Every request is recorded; every foreign one is answered by a stub and never leaves. */
export async function watch(page: Page, baseURL: string) {
  const network = await recordRequests(page, [new URL(baseURL).origin]);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return {
    ...network,
    vendors: () => new Set(network.foreign.map(vendorOf)),
    loads: () => loads,
  };
}

export const essentialCookieNames = essentialKeys.map(consentCookieName);

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

export function dialog(page: Page) {
  return page.getByRole('dialog');
}

type Locale = 'de-DE' | 'en-EU';

export const consentText = (locale: Locale, key: string) => text(locale, 'Consent', key);

/** Clicks a choice and waits for the reload it causes to finish. */
export async function choose(page: Page, locale: Locale, key: 'acceptAll' | 'rejectOptional' | 'acceptSelected') {
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: consentText(locale, key), exact: true }).click(),
  ]);
  await expect(dialog(page)).toHaveCount(0);
}
