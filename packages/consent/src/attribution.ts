import type { AttributionConfig } from './config';

export type Device = 'Desktop' | 'Mobile';

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

export interface AttributionInput {
  /** The plain destination: a store page or the registration app. */
  target: string;
  /** ADJUST consent. */
  hasConsent: boolean;
  config: AttributionConfig;
  device: Device;
  /** Any locale spelling: 'de-DE', 'deDE', 'en-EU', 'enEU'. */
  locale: string;
  /** Where the link is placed, e.g. 'footer_app_store'. */
  creative: string;
  /** The current page URL; its utm_* parameters are passed on. */
  pageUrl: string;
}

/** adgroup of §7: optional prefix, then Desktop or Mobile, then the upper-cased locale letters. */
export function adgroup(prefix: string, device: Device, locale: string): string {
  return `${prefix}${device}${locale.slice(0, 2).toUpperCase()}`;
}

export function deviceFromUserAgent(userAgent: string): Device {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'Mobile' : 'Desktop';
}

/**
 * A store or registration link (§7): through the attribution redirect service with campaign (the
 * page's utm_campaign, else the configured default), adgroup, creative and the page's utm_* parameters when ADJUST consent is given and a tracker is
 * configured; otherwise the plain link.
 */
export function attributionLink(input: AttributionInput): string {
  const { config } = input;
  if (!input.hasConsent || !config.tracker) return input.target;
  let page: URL | undefined;
  try {
    page = new URL(input.pageUrl);
  } catch {
    page = undefined;
  }
  const url = new URL(`${config.host}/${encodeURIComponent(config.tracker)}`);
  // A paid campaign names itself in utm_campaign; the configured campaign is only the default.
  url.searchParams.set('campaign', page?.searchParams.get('utm_campaign') || config.campaign);
  url.searchParams.set('adgroup', adgroup(config.adgroupPrefix, input.device, input.locale));
  url.searchParams.set('creative', input.creative);
  for (const name of UTM_PARAMS) {
    const value = page?.searchParams.get(name);
    if (value) url.searchParams.set(name, value);
  }
  url.searchParams.set('redirect', input.target);
  return url.toString();
}
