import { readConsentConfig } from './config';
import { consentModeUpdate, loadVendors, resetLoaderForTests, vendorsToLoad } from './loader';
import { serviceByKey, type ServiceKey } from './services';

const isEssential = (key: ServiceKey) => serviceByKey(key).category === 'essential';
const config = readConsentConfig({
  CONSENT_GOOGLE_TAG_MANAGER_ID: 'GTM-TEST',
  CONSENT_GOOGLE_ANALYTICS_ID: 'G-TEST',
  CONSENT_GOOGLE_ADS_ID: 'AW-TEST',
  CONSENT_FACEBOOK_PIXEL_ID: '123',
  CONSENT_TIKTOK_PIXEL_ID: 'TT',
  CONSENT_MICROSOFT_CLARITY_ID: 'cl',
  CONSENT_FRESHCHAT_ID: 'token',
});

const scriptSources = () => [...document.querySelectorAll('script')].map((s) => s.src);

beforeEach(() => {
  resetLoaderForTests();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).dataLayer;
});

describe('loader', () => {
  it('adds only essential vendors without consent, and skips vendors with no id', () => {
    expect(vendorsToLoad(config, new Set(), isEssential)).toEqual(['FRESHCHAT', 'GOOGLE_TAG_MANAGER']);
    loadVendors(config, new Set(), isEssential);
    expect(scriptSources()).toEqual([
      'https://wchat.freshchat.com/js/widget.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
    ]);
  });

  it("adds each consented vendor, in the registry's order", () => {
    loadVendors(config, new Set<ServiceKey>(['GOOGLE_ANALYTICS', 'FACEBOOK_PIXEL', 'TIKTOK_PIXEL', 'MICROSOFT_CLARITY', 'GOOGLE_ADS']), isEssential);
    expect(scriptSources()).toEqual([
      'https://wchat.freshchat.com/js/widget.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      'https://www.clarity.ms/tag/cl',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js?id=AW-TEST',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=TT&lib=ttq',
    ]);
  });

  it('with analytics only, adds no marketing vendor', () => {
    loadVendors(config, new Set<ServiceKey>(['GOOGLE_ANALYTICS']), isEssential);
    expect(scriptSources().some((s) => /AW-|facebook|tiktok/.test(s))).toBe(false);
    expect(scriptSources()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST');
  });

  it('pushes the Consent Mode default (all denied) before GTM, then the stored choices', () => {
    loadVendors(config, new Set<ServiceKey>(['GOOGLE_ANALYTICS']), isEssential);
    const dataLayer = (window as unknown as { dataLayer: unknown[] }).dataLayer.map((e) =>
      e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
    );
    const gtmStart = dataLayer.findIndex((e) => (e as Record<string, unknown>).event === 'gtm.js');
    expect(dataLayer[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    expect(dataLayer[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(gtmStart).toBeGreaterThan(1);
  });

  it('grants the ad signals only with Google Ads consent', () => {
    expect(consentModeUpdate(new Set<ServiceKey>(['GOOGLE_ADS']))).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('loads once per page', () => {
    loadVendors(config, new Set(), isEssential);
    loadVendors(config, new Set(), isEssential);
    expect(scriptSources()).toHaveLength(2);
  });
});
