import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl';
import { readSiteConfig } from '@site/config';
import { vendorKeys, type VendorKey } from '@site/consent/config';
import { choiceCookieNames, consentCookieName, essentialKeys, isServiceKey, servicesIn, type ServiceKey } from '@site/consent/services';
import { fromRegistrationLocale, isRegistrationLocale, type Locale, type RegistrationLocale } from '@site/i18n';
import { allMessages } from '@site/i18n/web';
import { pageScriptsLoaded } from './fixtures';
import { isVitalsBeacon, recordRequests } from './network';

/**
 * Which consent service a third-party request belongs to. The e2e build (packages/consent/
 * e2e.env) gives every vendor the host `<key-in-kebab-case>.vendor.test`, and Bugsnag
 * `bugsnag-notify|bugsnag-sessions.vendor.test`. Anything else is 'unknown' and fails the tests.
 */
export function vendorOf(url: string): ServiceKey | 'unknown' {
  const host = new URL(url).hostname;
  if (/^bugsnag-(notify|sessions)\.vendor\.test$/.test(host)) return 'BUGSNAG';
  const key = host.replace(/\.vendor\.test$/, '').replace(/-/g, '_').toUpperCase();
  return host.endsWith('.vendor.test') && isServiceKey(key) ? key : 'unknown';
}

export const NOTIFY_ENDPOINT = 'https://bugsnag-notify.vendor.test';
export const SESSIONS_ENDPOINT = 'https://bugsnag-sessions.vendor.test';

/** The vendors the e2e builds configure (packages/consent/e2e.env): every vendor the loader adds. */
export const configuredVendors: readonly VendorKey[] = vendorKeys;
const configuredIn = (category: 'essential' | 'marketing'): VendorKey[] =>
  configuredVendors.filter((key) => servicesIn(category).some((service) => service.key === key));
/** What a fresh visit loads before any choice, sorted. */
export const essentialVendors: readonly VendorKey[] = configuredIn('essential').sort();
export const marketingVendors: readonly VendorKey[] = configuredIn('marketing');

/** Every request is recorded; every foreign one is answered by a stub and never leaves. */
export async function watch(page: Page, baseURL: string) {
  const network = await recordRequests(page, [new URL(baseURL).origin]);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // Field data is first-party: its beacon goes to the site's own API, and counts as FIELD_DATA.
  const vendors = () => new Set([...network.foreign.map(vendorOf), ...(network.all.some(isVitalsBeacon) ? (['FIELD_DATA'] as const) : [])]);
  return { ...network, vendors, loads: () => loads };
}

/**
 * A new tab of `context` (so a test can visit several pages as separate visits in one context),
 * its requests watched from the start as `watch` does, opened at `path` and waited for as the
 * suite's `goto` waits: until the page's scripts have loaded. Close it with `closePage`.
 */
export async function openWatchedPage(context: BrowserContext, baseURL: string, path: string) {
  const page = await context.newPage();
  const network = await watch(page, baseURL);
  await page.goto(path);
  await pageScriptsLoaded(page);
  return { page, network };
}

/** What a choice of essential services only leaves: their cookies, the revision and the consent id. */
export const essentialCookieNames = [...essentialKeys.map(consentCookieName), ...choiceCookieNames];

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).sort();
}

export const dialog = (page: Page) => page.getByRole('dialog');

const siteConfig = readSiteConfig(process.env);

/**
 * A text of the consent layer as a visitor reads it, brand filled in. Both apps show the same
 * `Consent` catalogue; the registration app's locales (`enEU`) are accepted as they are.
 */
export function consentText(locale: Locale | RegistrationLocale, key: string): string {
  const site = isRegistrationLocale(locale) ? fromRegistrationLocale(locale) : locale;
  const t = createTranslator({ locale: site, messages: allMessages(site, siteConfig), namespace: 'Consent' });
  return t(key as never) as string;
}

/** Clicks a choice and waits for the reload it causes to finish. */
export async function choose(
  page: Page,
  locale: Locale | RegistrationLocale,
  key: 'acceptAll' | 'rejectOptional' | 'acceptSelected',
) {
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: consentText(locale, key), exact: true }).click(),
  ]);
  // The reloaded page's scripts come after its first paint: before them, its footer's 'Cookie
  // settings' does nothing yet.
  await pageScriptsLoaded(page);
  await expect(dialog(page)).toHaveCount(0);
}
